import Foundation

/// Turns the bytes of an event stream into messages, however the bytes are split.
///
/// Lines end with `\n`, `\r\n` or `\r`; `id:` sets the event id, `data:` lines are joined by `\n`, comments
/// (`:`) and other fields are ignored, and a blank line ends a frame. Text is decoded per line, so a chunk may
/// end inside a UTF-8 sequence. A frame larger than `maxFrameBytes` fails with
/// `ServerEventParser.FrameTooLarge` instead of growing without bound.
public struct ServerEventParser: Sendable {
    /// A frame grew past the parser's limit.
    public struct FrameTooLarge: Error, Equatable {
        /// The limit in bytes.
        public let limit: Int

        /// The error for a frame over `limit` bytes.
        public init(limit: Int) { self.limit = limit }
    }

    /// The default frame limit: 16 MiB.
    public static let defaultMaxFrameBytes = 16 * 1024 * 1024

    /// The largest frame (its lines together) accepted.
    public let maxFrameBytes: Int
    private var line: [UInt8] = []
    private var dataLines: [String] = []
    private var frameBytes = 0
    private var eventId = 0
    private var afterCarriageReturn = false

    /// A parser that accepts frames up to `maxFrameBytes`.
    public init(maxFrameBytes: Int = ServerEventParser.defaultMaxFrameBytes) {
        self.maxFrameBytes = maxFrameBytes
    }

    /// Reads `bytes` and returns the messages whose frames they completed.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) throws -> [ServerEventMessage]
    where Bytes.Element == UInt8 {
        var messages: [ServerEventMessage] = []
        for byte in bytes {
            if afterCarriageReturn {
                afterCarriageReturn = false
                if byte == UInt8(ascii: "\n") { continue }
            }
            switch byte {
            case UInt8(ascii: "\n"):
                if let message = endLine() { messages.append(message) }
            case UInt8(ascii: "\r"):
                afterCarriageReturn = true
                if let message = endLine() { messages.append(message) }
            default:
                frameBytes += 1
                guard frameBytes <= maxFrameBytes else { throw FrameTooLarge(limit: maxFrameBytes) }
                line.append(byte)
            }
        }
        return messages
    }

    private mutating func endLine() -> ServerEventMessage? {
        defer { line.removeAll(keepingCapacity: true) }
        guard !line.isEmpty else { return dispatch() }
        let text = String(decoding: line, as: UTF8.self)
        guard !text.hasPrefix(":") else { return nil }
        let field: Substring
        var value: Substring
        if let colon = text.firstIndex(of: ":") {
            field = text[..<colon]
            value = text[text.index(after: colon)...]
            if value.first == " " { value = value.dropFirst() }
        } else {
            field = Substring(text)
            value = ""
        }
        switch field {
        case "data": dataLines.append(String(value))
        case "id": eventId = Int(value) ?? eventId
        default: break
        }
        return nil
    }

    private mutating func dispatch() -> ServerEventMessage? {
        defer {
            dataLines.removeAll()
            frameBytes = 0
        }
        guard !dataLines.isEmpty else { return nil }
        return ServerEventMessage(eventId: eventId, data: dataLines.joined(separator: "\n"))
    }
}
