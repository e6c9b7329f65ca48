import Foundation
import ServiceStackNativeTypes
import Testing

@testable import ServiceStackReferences

struct ComparisonAndDiffTests {
    static let old = """
        /* Options:
        Date: 2026-01-01 10:00:00
        BaseUrl: https://a.example

        //IncludeTypes:\u{20}
        */

        import Foundation

        public class A {}

        """

    @Test func theDateLineIsIgnored() {
        let new = Self.old.replacingOccurrences(of: "2026-01-01 10:00:00", with: "2026-02-02 11:11:11")
        #expect(ReferenceComparison.isSame(Self.old, new))
        #expect(ReferenceComparison.isSame(Self.old, new.replacingOccurrences(of: "\n", with: "\r\n")))
        #expect(!ReferenceComparison.isSame(Self.old, new.replacingOccurrences(of: "class A", with: "class B")))
    }

    @Test func aDateInTheCodeIsNotIgnored() {
        let new = Self.old + "// Date: elsewhere\n"
        #expect(!ReferenceComparison.isSame(Self.old, new))
    }

    @Test func theDiffShowsChangedLinesWithTheirPosition() {
        let new = Self.old.replacingOccurrences(of: "public class A {}", with: "public class B {}\npublic class C {}")
        let diff = LineDiff.render(
            old: ReferenceComparison.comparableLines(Self.old), new: ReferenceComparison.comparableLines(new))
        #expect(diff == "@@ line 9 @@\n-public class A {}\n+public class B {}\n+public class C {}")
    }

    @Test func longDiffsAreCut() {
        let old = (0..<100).map { Substring("line \($0)") }
        let new = (0..<100).map { Substring("changed \($0)") }
        let diff = LineDiff.render(old: old, new: new, maxLines: 10)
        #expect(diff.split(separator: "\n").count == 11)
        #expect(diff.hasSuffix("… 191 more diff lines"))
    }

    @Test func separateChangesGetSeparateMarkers() {
        let old: [Substring] = ["a", "b", "c", "d", "e"]
        let new: [Substring] = ["a", "B", "c", "d", "E"]
        #expect(LineDiff.render(old: old, new: new) == "@@ line 2 @@\n-b\n+B\n@@ line 5 @@\n-e\n+E")
    }
}
