import Foundation
import ServiceStack
import Testing

/// ServiceStack.Swift's `StringExtensions.swift`: the `String`, `Array`, `Data`, `Error` and `NSError` helpers,
/// in the official declaration order.
extension ServiceStackCompatibility {
    @Suite struct StringExtensions {
        @Test func rangeSubscriptsTakeCharacterOffsets() {
            #expect("hello"[1..<3] == "el")
            #expect("hello"[0..<5] == "hello")
            #expect("hello"[2...] == "llo")
            #expect("héllo"[1..<2] == "é")
        }

        @Test func intSubscriptGivesACharacterOrAString() {
            let character: Character = "abc"[1]
            let string: String = "abc"[2]
            #expect(character == "b")
            #expect(string == "c")
        }

        @Test func indexOffsetsFromTheStart() {
            let text = "abc"
            #expect(text[text.index(1)] == "b")
            #expect(text.index(0) == text.startIndex)
        }

        @Test func containsFindsASubstring() {
            #expect("hello world".contains(s: "o w"))
            #expect(!"hello".contains(s: "z"))
        }

        @Test func trimRemovesSpacesAndTabsButNotNewlines() {
            #expect("  a b \t".trim() == "a b")
            #expect(" a\n".trim() == "a\n")
        }

        @Test func trimEndRemovesTrailingRepeatsOfOneCharacter() {
            #expect("1.500".trimEnd("0") == "1.5")
            #expect("1.".trimEnd(".") == "1")
            #expect("000".trimEnd("0") == "")
            #expect("abc".trimEnd("x") == "abc")
        }

        @Test func urlEncodeKeepsHostCharactersOnly() {
            #expect("a b/c?d".urlEncode() == "a%20b%2Fc%3Fd")
            #expect("plain-text_1.2~".urlEncode() == "plain-text_1.2~")
        }

        @Test func combinePathJoinsWithExactlyOneSlash() {
            #expect("http://host".combinePath("path") == "http://host/path")
            #expect("http://host/".combinePath("/path") == "http://host/path")
            #expect("http://host/".combinePath("path") == "http://host/path")
        }

        @Test func leftAndRightPartsSplitAroundANeedle() {
            #expect("a.b.c".leftPart(".") == "a")
            #expect("a.b.c".lastLeftPart(".") == "a.b")
            #expect("a.b.c".rightPart(".") == "b.c")
            #expect("a.b.c".lastRightPart(".") == "c")
            #expect("abc".leftPart(".") == "abc")
            #expect("abc".lastLeftPart(".") == "abc")
            #expect("abc".rightPart(".") == "abc")
            #expect("abc".lastRightPart(".") == "abc")
            #expect("key::value".rightPart("::") == "value")
        }

        @Test func splitOnFirstGivesTwoPartsOrTheWhole() {
            #expect("a.b.c".splitOn(first: ".") == ["a", "b.c"])
            #expect("abc".splitOn(first: ".") == ["abc"])
            #expect("-1-2".splitOn(first: "-", startIndex: 1) == ["-1", "2"])
            #expect("-12".splitOn(first: "-", startIndex: 1) == ["-12"])
        }

        @Test func splitOnLastSplitsAtTheLastNeedle() {
            #expect("a.b.c".splitOn(last: ".") == ["a.b", "c"])
            #expect("abc".splitOn(last: ".") == ["abc"])
        }

        @Test func splitKeepsEmptyComponents() {
            #expect("a,b,,c".split(",") == ["a", "b", "", "c"])
            #expect("abc".split(",") == ["abc"])
        }

        @Test func indexOfAndLastIndexOfCountCharacters() {
            #expect("abcb".indexOf("b") == 1)
            #expect("abcb".lastIndexOf("b") == 3)
            #expect("abc".indexOf("z") == -1)
            #expect("abc".lastIndexOf("z") == -1)
        }

        @Test func replaceReplacesEveryOccurrence() {
            #expect("a-b-c".replace("-", withString: "+") == "a+b+c")
        }

        @Test func toDoubleParsesLikeNSString() {
            #expect("1.5".toDouble() == 1.5)
            #expect("abc".toDouble() == 0)
        }

        @Test func printReturnsTheString() {
            #expect("printed by a compatibility test".print() == "printed by a compatibility test")
        }

        @Test func stripQuotesRemovesOneSurroundingPair() {
            #expect("\"abc\"".stripQuotes() == "abc")
            #expect("abc".stripQuotes() == "abc")
            #expect("\"abc".stripQuotes() == "\"abc")
        }

        @Test func firstUppercasedAndLowercasedChangeOnlyTheFirstCharacter() {
            #expect("hello World".firstUppercased() == "Hello World")
            #expect("Hello World".firstLowercased() == "hello World")
            #expect("".firstUppercased() == "")
            #expect("".firstLowercased() == "")
        }

        @Test func arrayPrintJoinsDescriptionsWithCommas() {
            #expect([1, 2, 3].print() == "1,2,3")
            #expect(["a", "b"].print() == "a,b")
            #expect([Int]().print() == "")
        }

        @Test func dataToUtf8StringDecodesOrGivesNil() {
            #expect(Data("héllo".utf8).toUtf8String() == "héllo")
            #expect(Data([0xff, 0xfe]).toUtf8String() == nil)
        }

        @Test func dataPrintReturnsTheText() {
            #expect(Data("data printed by a compatibility test".utf8).print() == "data printed by a compatibility test")
        }

        @Test func errorToResponseStatusReadsServiceStackUserInfo() {
            let error = NSError(
                domain: "compat", code: 400,
                userInfo: [
                    "errorCode": "Invalid", "message": "Bad input", "stackTrace": "at Service",
                    "errors": [["errorCode": "Required", "fieldName": "Name", "message": "Name is required"]],
                ])
            let status = (error as Error).toResponseStatus()
            #expect(status.errorCode == "Invalid")
            #expect(status.message == "Bad input")
            #expect(status.stackTrace == "at Service")
            #expect(status.errors.count == 1)
            #expect(status.errors.first?.errorCode == "Required")
            #expect(status.errors.first?.fieldName == "Name")
            #expect(status.errors.first?.message == "Name is required")
        }

        @Test func errorToResponseStatusFallsBackToStatusCodeAndDescription() {
            let error = NSError(
                domain: "compat", code: 404, userInfo: ["statusCode": 404, "statusDescription": "Not Found"])
            let status = (error as Error).toResponseStatus()
            #expect(status.errorCode == "404")
            #expect(status.message == "Not Found")
        }

        @Test func errorCodeWinsOverStatusCode() {
            let error = NSError(
                domain: "compat", code: 400,
                userInfo: [
                    "statusCode": 400, "errorCode": "Custom", "statusDescription": "Bad Request", "message": "m",
                ])
            let status = error.responseStatus
            #expect(status.errorCode == "Custom")
            #expect(status.message == "m")
        }

        @Test func errorAndNSErrorResponseStatusAgree() {
            let error = NSError(domain: "compat", code: 1, userInfo: ["errorCode": "E", "message": "M"])
            let asError: Error = error
            #expect(asError.responseStatus.errorCode == "E")
            #expect(error.responseStatus.errorCode == "E")
            #expect(error.responseStatus.message == "M")
        }
    }
}

/// The official signatures: a renamed label, a changed type or optionality breaks the build here.
enum StringExtensionsSignatures {
    static func check() {
        let text = "x"
        let _: (CountableRange<Int>) -> String = { text[$0] }
        let _: (CountablePartialRangeFrom<Int>) -> String = { text[$0] }
        let _: (Int) -> Character = { text[$0] }
        let _: (Int) -> String = { text[$0] }
        let _: (Int) -> String.Index = text.index(_:)
        let _: (String) -> Bool = text.contains(s:)
        let _: () -> String = text.trim
        let _: (Character) -> String = text.trimEnd(_:)
        let _: () -> String? = text.urlEncode
        let _: (String) -> String = text.combinePath(_:)
        let _: (String) -> String = text.leftPart(_:)
        let _: (String) -> String = text.lastLeftPart(_:)
        let _: (String) -> String = text.rightPart(_:)
        let _: (String) -> String = text.lastRightPart(_:)
        let _: (String) -> [String] = text.splitOn(first:)
        let _: (String, Int) -> [String] = text.splitOn(first:startIndex:)
        let _: (String) -> [String] = text.splitOn(last:)
        let _: (String) -> [String] = text.split(_:)
        let _: (String) -> Int = text.indexOf(_:)
        let _: (String) -> Int = text.lastIndexOf(_:)
        let _: (String, String) -> String = text.replace(_:withString:)
        let _: () -> Double = text.toDouble
        let _: () -> String = text.print
        let _: () -> String = text.stripQuotes
        let _: () -> String = text.firstUppercased
        let _: () -> String = text.firstLowercased
        let _: () -> String = [1].print
        let _: () -> String? = Data().toUtf8String
        let _: () -> String = Data().print
        let error: Error = NSError(domain: "d", code: 0)
        let _: () -> ResponseStatus = error.toResponseStatus
        let _: ResponseStatus = error.responseStatus
        let _: KeyPath<NSError, ResponseStatus> = \NSError.responseStatus
    }
}
