import Foundation

/// Turns the bytes of an event stream into messages, however the bytes are split.
///
/// Lines end with `\n`, `\r\n` or `\r` and nothing else: the parser works on bytes, so U+2028, U+2029 and U+0085
/// (which Swift's `String` counts as line breaks) stay inside their line. `id:` sets the event id, `data:` lines
/// are joined by `\n`, comments (`:`) and other fields are ignored, and a blank line ends a frame. Text is decoded
/// per line, so a chunk may end inside a UTF-8 sequence. A frame whose retained bytes (its `data:` lines and the
/// line being read) grow past `maxFrameBytes` fails with `ServerEventParser.FrameTooLarge` at once, so a line that
/// never ends costs at most that much.
public struct ServerEventParser: Sendable {
    /// A frame grew past the parser's limit.
    public struct FrameTooLarge: Error, Equatable {
        /// The limit in bytes.
        public let limit: Int

        /// The error for a frame over `limit` bytes.
        public init(limit: Int) { self.limit = limit }
    }

    /// The default frame limit: 4 MiB.
    public static let defaultMaxFrameBytes = 4 * 1024 * 1024

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

    /// The bytes the parser holds: the frame read so far.
    public var bufferedBytes: Int { frameBytes }

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
                guard frameBytes <= maxFrameBytes else {
                    reset()
                    throw FrameTooLarge(limit: maxFrameBytes)
                }
                line.append(byte)
            }
        }
        return messages
    }

    private mutating func endLine() -> ServerEventMessage? {
        defer { line.removeAll(keepingCapacity: line.count <= Self.keptLineCapacity) }
        guard !line.isEmpty else { return dispatch() }
        if line.elementsEqual(Self.dataField.dropLast()) {
            // `data` without a colon: an empty data line.
            dataLines.append("")
            return nil
        }
        guard line.starts(with: Self.dataField) else {
            // Only `data:` lines stay in memory; the bytes of any other line are released with it.
            frameBytes -= line.count
            readField()
            return nil
        }
        var value = line[Self.dataField.count...]
        if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        dataLines.append(String(decoding: value, as: UTF8.self))
        return nil
    }

    /// A line that is not data: `id:` sets the event id; comments and other fields are ignored.
    private mutating func readField() {
        guard line.starts(with: Self.idField) else { return }
        var value = line[Self.idField.count...]
        if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        eventId = Int(String(decoding: value, as: UTF8.self)) ?? eventId
    }

    private mutating func dispatch() -> ServerEventMessage? {
        defer {
            dataLines.removeAll()
            frameBytes = 0
        }
        guard !dataLines.isEmpty else { return nil }
        return ServerEventMessage(eventId: eventId, data: dataLines.joined(separator: "\n"))
    }

    /// Forgets the frame being read and releases its memory.
    private mutating func reset() {
        line = []
        dataLines = []
        frameBytes = 0
    }

    private static let dataField = Array("data:".utf8)
    private static let idField = Array("id:".utf8)
    /// A line buffer grown past this is released rather than kept for the next line.
    private static let keptLineCapacity = 64 * 1024
}
