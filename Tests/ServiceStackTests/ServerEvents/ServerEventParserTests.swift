import Foundation
import ServiceStack
import Testing

@Suite struct ServerEventParserTests {
    /// A stream as a ServiceStack server writes it: connect, a channel join, a channel message, a raw line.
    static let stream =
        "id: 1\ndata: cmd.onConnect {\"id\":\"sub1\",\"userId\":\"-1\",\"displayName\":\"user1\"}\n\n"
        + "id: 2\ndata: home@cmd.onJoin {\"userId\":\"-1\",\"channels\":\"home\"}\n\n"
        + "id: 3\ndata: home@cmd.chat {\"from\":\"ann\",\"text\":\"héllo ✓\"}\n\n"
        + "id: 4\ndata: hello\n\n"
        + "id: 5\ndata: tv.watch%20later$#player {\"url\":\"u\"}\n\n"

    static func parseAll(_ chunks: [[UInt8]]) throws -> [ServerEventMessage] {
        var parser = ServerEventParser()
        return try chunks.flatMap { try parser.feed($0) }
    }

    @Test func readsServiceStackFrames() throws {
        let messages = try Self.parseAll([Array(Self.stream.utf8)])
        #expect(messages.map(\.eventId) == [1, 2, 3, 4, 5])
        #expect(messages[0].selector == "cmd.onConnect")
        #expect(messages[0].channel == nil)
        #expect(messages[1].channel == "home")
        #expect(messages[1].op == "cmd")
        #expect(messages[1].target == "onJoin")
        #expect(messages[2].json == "{\"from\":\"ann\",\"text\":\"héllo ✓\"}")
        #expect(messages[3].isRaw)
        #expect(messages[3].data == "hello")
        #expect(messages[3].selector == nil)
        #expect(messages[4].op == "tv")
        #expect(messages[4].target == "watch later")
        #expect(messages[4].cssSelector == "#player")
    }

    @Test func everySplitPointGivesTheSameMessages() throws {
        let bytes = Array(Self.stream.utf8)
        let whole = try Self.parseAll([bytes])
        for split in 0...bytes.count {
            let parts = [Array(bytes[..<split]), Array(bytes[split...])]
            #expect(try Self.parseAll(parts) == whole, "split at \(split)")
        }
        #expect(try Self.parseAll(bytes.map { [$0] }) == whole)
    }

    @Test func acceptsEveryLineEnding() throws {
        for ending in ["\n", "\r\n", "\r"] {
            let text = "id: 9\(ending)data: cmd.a {}\(ending)\(ending)"
            let bytes = Array(text.utf8)
            #expect(try Self.parseAll([bytes]).map(\.data) == ["cmd.a {}"])
            #expect(try Self.parseAll(bytes.map { [$0] }).map(\.eventId) == [9])
        }
    }

    @Test func joinsDataLinesAndIgnoresCommentsAndUnknownFields() throws {
        let text = ": keep-alive\nevent: ignored\nretry: 5\nid: 3\ndata: cmd.note {\"a\":\ndata: 1}\nbogus\n\n"
        let messages = try Self.parseAll([Array(text.utf8)])
        #expect(messages.map(\.data) == ["cmd.note {\"a\":\n1}"])
        #expect(messages.first?.json == "{\"a\":\n1}")
    }

    @Test func aBlankLineWithoutDataDispatchesNothing() throws {
        #expect(try Self.parseAll([Array("id: 1\n\n: comment\n\n".utf8)]).isEmpty)
    }

    @Test func aFrameOverTheLimitFails() throws {
        var parser = ServerEventParser(maxFrameBytes: 64)
        #expect(throws: ServerEventParser.FrameTooLarge(limit: 64)) {
            _ = try parser.feed(Array(("data: " + String(repeating: "x", count: 100)).utf8))
        }
        var lines = ServerEventParser(maxFrameBytes: 64)
        let manyLines = String(repeating: "data: 0123456789\n", count: 10)
        #expect(throws: ServerEventParser.FrameTooLarge(limit: 64)) { _ = try lines.feed(Array(manyLines.utf8)) }
    }

    @Test func framesUnderTheLimitKeepComing() throws {
        var parser = ServerEventParser(maxFrameBytes: 64)
        let frame = Array("id: 1\ndata: cmd.x {\"n\":1}\n\n".utf8)
        for _ in 0..<100 { #expect(try parser.feed(frame).count == 1) }
    }

    /// Only `\r` and `\n` end lines: U+2028, U+2029 and U+0085, which Swift counts as line breaks, are text.
    @Test func unicodeLineSeparatorsAreText() throws {
        let json = "{\"text\":\"a\u{2028}b\u{2029}c\u{85}d\"}"
        let text = "id: 7\ndata: home@cmd.chat \(json)\n\n"
        let messages = try Self.parseAll(Array(text.utf8).map { [$0] })
        #expect(messages.map(\.json) == [json])
        #expect(messages.first?.eventId == 7)
    }

    /// Comments and other fields are released with their line: a server sending comments for ever, without a
    /// blank line, does not fill the frame.
    @Test func commentsDoNotCountTowardsTheFrame() throws {
        var parser = ServerEventParser(maxFrameBytes: 64)
        for _ in 0..<1000 { #expect(try parser.feed(Array(": keep-alive 0123456789\nretry: 5\n".utf8)).isEmpty) }
        #expect(parser.bufferedBytes == 0)
        #expect(try parser.feed(Array("data: cmd.x {}\n".utf8)).isEmpty)
        #expect(parser.bufferedBytes > 0)
        #expect(try parser.feed(Array("\n".utf8)).map(\.data) == ["cmd.x {}"])
        #expect(parser.bufferedBytes == 0)
    }

    @Test func aDataFieldWithoutAColonIsAnEmptyLine() throws {
        #expect(try Self.parseAll([Array("data: a\ndata\ndata: b\n\n".utf8)]).map(\.data) == ["a\n\nb"])
    }

    /// After a frame over the limit, the parser holds nothing.
    @Test func aFrameOverTheLimitIsReleased() throws {
        var parser = ServerEventParser(maxFrameBytes: 64)
        #expect(throws: ServerEventParser.FrameTooLarge(limit: 64)) {
            _ = try parser.feed(Array(("data: " + String(repeating: "x", count: 100)).utf8))
        }
        #expect(parser.bufferedBytes == 0)
    }
}
