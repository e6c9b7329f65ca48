import ServiceStackWire
import Testing

@Suite struct JsvReaderTests {
    private func reader(depth: Int = 32, length: Int = .max, values: Int = .max) -> JsvReader {
        JsvReader(limits: JsvReader.Limits(maxDepth: depth, maxLength: length, maxValues: values))
    }

    @Test func readsListsObjectsAndQuotedText() {
        let value = reader().value(#"{Name:"a,b",Ids:[1,2],Inner:{Text:"say ""hi"""},Bare}"#)
        #expect(
            value
                == .object([
                    ("Name", .string("a,b")), ("Ids", .array([.string("1"), .string("2")])),
                    ("Inner", .object([("Text", .string(#"say "hi""#))])),
                ]))
        #expect(reader().list("1,[2,3],x") == [.string("1"), .array([.string("2"), .string("3")]), .string("x")])
        #expect(reader().list("") == [])
    }

    @Test func nestingDeeperThanTheLimitStaysText() {
        #expect(reader(depth: 1).value("[[1]]") == .array([.string("[1]")]))
        #expect(reader(depth: 0).value("[1]") == .string("[1]"))
        #expect(reader(depth: 0).list("[1]") == [.string("[1]")])
    }

    @Test func textWithMoreValuesThanTheLimitStaysTextWhole() {
        #expect(reader(values: 3).value("[1,2]") == .array([.string("1"), .string("2")]))
        #expect(reader(values: 3).value("[1,2,3]") == .string("[1,2,3]"))
        #expect(reader(values: 2).list("1,2") == [.string("1"), .string("2")])
        #expect(reader(values: 2).list("1,2,3") == nil)
        #expect(reader(values: 2).list("[1,2]") == nil)
    }

    @Test func textLongerThanTheLimitStaysTextWhole() {
        #expect(reader(length: 5).value("[1,2]") == .array([.string("1"), .string("2")]))
        #expect(reader(length: 4).value("[1,2]") == .string("[1,2]"))
        #expect(reader(length: 4).list("1,2,3") == nil)
    }

    @Test func bindingRefusesAListBeyondTheLimits() throws {
        struct Tags: Decodable { var tags: [Int] }
        let tree = WireValue.object(WireValue.textFields([("tags", "1,2,3")]))
        #expect(try tree.decode(Tags.self, reader: reader()).tags == [1, 2, 3])
        #expect(throws: DecodingError.self) { try tree.decode(Tags.self, reader: reader(values: 2)) }
    }
}
