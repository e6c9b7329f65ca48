import Foundation
import ServiceStack
import Testing

/// ServiceStack.Swift's `Inspect.swift`, in the official declaration order.
extension ServiceStackCompatibility {
    @Suite struct InspectHelpers {
        @Test func verboseIsOffByDefaultAndSettable() {
            #expect(Inspect.verbose == false)
            Inspect.verbose = true
            defer { Inspect.verbose = false }
            #expect(Inspect.verbose)
        }

        /// ServiceStack.Swift writes into `~/Desktop`; ours appends lines to the path given (see the README).
        @Test func logAppendsToTheGivenPathInsteadOfTheDesktop() throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("compat-\(UUID().uuidString).log")
            defer { try? FileManager.default.removeItem(at: file) }

            Inspect.log(to: file.path, "first")
            Inspect.log(to: file.path, "second")

            #expect(try String(contentsOf: file, encoding: .utf8) == "first\nsecond\n")
        }

        @Test func varsWritesJsonToTheInspectVarsPath() throws {
            let relative = ".build/compat-inspect-vars-\(UUID().uuidString)/vars.json"
            let file = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(relative)
            setenv("INSPECT_VARS", relative, 1)
            defer {
                unsetenv("INSPECT_VARS")
                try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
            }

            Inspect.vars(["answer": 42, "other": 7])

            let data = try Data(contentsOf: file)
            #expect(try JSONSerialization.jsonObject(with: data) as? [String: Int] == ["answer": 42, "other": 7])
        }

        @Test func dumpIsPrettyJsonWithoutQuotesOrEscapedSlashes() {
            #expect(Inspect.dump(["path": "a/b"]) == "{\n  path : a/b\n}")
            #expect(Inspect.dump([1, 2]) == "[\n  1,\n  2\n]")
            Inspect.printDump(["printed": "by a compatibility test"])
        }

        /// ServiceStack.Swift's dump writes dates as seconds since 2001 in key order of the encoder; ours writes
        /// `/Date(ms)/` and sorts keys (see the README).
        @Test func dumpWritesWcfDatesAndSortedKeysInsteadOfSecondsSince2001() {
            #expect(
                Inspect.dump(CompatDated(date: Date(timeIntervalSince1970: 1))) == "{\n  date : /Date(1000-0000)/\n}")
            #expect(Inspect.dump(["b": 2, "a": 1]) == "{\n  a : 1,\n  b : 2\n}")
        }

        @Test func isNumberAcceptsIntsAndDoubles() {
            #expect(Inspect.isNumber(5 as AnyObject))
            #expect(Inspect.isNumber(2.5 as AnyObject))
            #expect(!Inspect.isNumber("5" as AnyObject))
        }

        @Test func fmtNumberDescribesTheNumber() {
            #expect(Inspect.fmtNumber(5 as AnyObject) == "5")
            #expect(Inspect.fmtNumber(2.5 as AnyObject) == "2.5")
        }

        @Test func dumpTableDrawsABoxedTableWithRightAlignedNumbers() {
            let rows = [CompatRow(id: 1, name: "Alice"), CompatRow(id: 22, name: "Bo")]
            let expected = """
                +------------+
                | id | name  |
                +------------+
                |  1 | Alice |
                | 22 | Bo    |
                +------------+
                """
            #expect(Inspect.dumpTable(rows, columns: ["id", "name"]) == expected)
            Inspect.printDumpTable(rows, columns: ["name"])
        }

        @Test func dumpTableWithoutColumnsUsesEveryKey() {
            let rows = [CompatSingleColumn(title: "x"), CompatSingleColumn(title: "longer")]
            let expected = """
                +--------+
                | title  |
                +--------+
                | x      |
                | longer |
                +--------+
                """
            #expect(Inspect.dumpTable(rows) == expected)
        }

        @Test func asDictionaryGivesTheJsonObject() throws {
            let dictionary = try #require(Inspect.asDictionary(CompatRow(id: 3, name: "c")))
            #expect(dictionary["id"] as? Int == 3)
            #expect(dictionary["name"] as? String == "c")
            #expect(Inspect.asDictionary(5) == nil)
        }

        @Test func asArrayDictionaryMapsEveryObject() {
            let dictionaries = Inspect.asArrayDictionary([CompatRow(id: 1, name: "a"), CompatRow(id: 2, name: "b")])
            #expect(dictionaries.count == 2)
            #expect(dictionaries.last?["name"] as? String == "b")
        }
    }
}

/// The official signatures: a renamed label, a changed type or optionality breaks the build here.
enum InspectSignatures {
    static func check() {
        let _: Bool = Inspect.verbose
        let _: (String, String) -> Void = Inspect.log(to:_:)
        let _: ([String: Int]) -> Void = Inspect.vars(_:)
        let _: (CompatRow) -> String = Inspect.dump(_:)
        let _: (CompatRow) -> Void = Inspect.printDump(_:)
        let _: (AnyObject) -> Bool = Inspect.isNumber(_:)
        let _: (AnyObject) -> String? = Inspect.fmtNumber(_:)
        let _: ([CompatRow], [String]?) -> String = Inspect.dumpTable(_:columns:)
        let _: ([CompatRow], [String]?) -> Void = Inspect.printDumpTable(_:columns:)
        let _: ([CompatRow]) -> [[String: AnyObject]] = Inspect.asArrayDictionary(_:)
        let _: (CompatRow) -> [String: AnyObject]? = Inspect.asDictionary(_:)
    }
}
