import Foundation

/// Reads an HTTP/1.1 response as its bytes arrive, in pieces of any size: the head (1xx answers skipped), then
/// the body framed by chunked encoding, `Content-Length` or the end of the connection, with the framing removed.
/// The head and each chunk-size line are bounded; nothing else is held between pieces.
struct HTTPResponseDecoder {
    struct Head {
        let statusCode: Int
        /// The fields as sent; a repeated name's values joined with ", ".
        let headers: [String: String]

        /// The value of field `name`, whatever its case.
        func value(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    enum Event {
        case head(Head)
        case body(Data)
        case end
    }

    enum Failure: Error {
        case malformed(String)
    }

    private enum Framing {
        case chunked
        case length(Int)
        case untilClosed
        case none
    }

    private enum Stage {
        case head
        case chunkSize
        case chunkData(remaining: Int)
        case chunkDataEnd
        case trailers
        case length(remaining: Int)
        case untilClosed
        case done
    }

    static let maxHeadBytes = 64 * 1024
    private static let maxLineBytes = 4 * 1024

    private var stage = Stage.head
    private var pending: [UInt8] = []
    private let isHeadRequest: Bool

    init(isHeadRequest: Bool = false) {
        self.isHeadRequest = isHeadRequest
    }

    /// Whether the response has ended.
    var isDone: Bool {
        if case .done = stage { return true }
        return false
    }

    /// Feeds the next bytes; returns what they complete, in order.
    mutating func feed(_ bytes: UnsafeRawBufferPointer) throws -> [Event] {
        var events: [Event] = []
        var index = 0
        while index < bytes.count {
            switch stage {
            case .head:
                index = try takeLine(bytes, from: index, limit: Self.maxHeadBytes, terminator: [13, 10, 13, 10])
                guard let head = try pendingHead() else { continue }
                try startBody(after: head, events: &events)
            case .chunkSize:
                index = try takeLine(bytes, from: index, limit: Self.maxLineBytes, terminator: [13, 10])
                guard let line = completedLine(terminatorLength: 2) else { continue }
                let size = try Self.chunkSize(line)
                stage = size == 0 ? .trailers : .chunkData(remaining: size)
            case .chunkData(let remaining):
                let count = min(remaining, bytes.count - index)
                events.append(.body(Data(bytes[index..<index + count])))
                index += count
                stage = remaining == count ? .chunkDataEnd : .chunkData(remaining: remaining - count)
            case .chunkDataEnd:
                index = try takeLine(bytes, from: index, limit: 2, terminator: [13, 10])
                guard let line = completedLine(terminatorLength: 2) else { continue }
                guard line.isEmpty else { throw Failure.malformed("chunk data longer than its size") }
                stage = .chunkSize
            case .trailers:
                index = try takeLine(bytes, from: index, limit: Self.maxLineBytes, terminator: [13, 10])
                guard let line = completedLine(terminatorLength: 2) else { continue }
                if line.isEmpty { finish(&events) }
            case .length(let remaining):
                let count = min(remaining, bytes.count - index)
                events.append(.body(Data(bytes[index..<index + count])))
                index += count
                if remaining == count { finish(&events) } else { stage = .length(remaining: remaining - count) }
            case .untilClosed:
                events.append(.body(Data(bytes[index...])))
                index = bytes.count
            case .done:
                index = bytes.count
            }
        }
        return events
    }

    /// The connection ended: the end of a body read until then, an error for a response cut short.
    mutating func connectionClosed() throws -> [Event] {
        switch stage {
        case .done: return []
        case .untilClosed:
            stage = .done
            return [.end]
        default: throw Failure.malformed("connection closed before the whole response arrived")
        }
    }

    private mutating func finish(_ events: inout [Event]) {
        stage = .done
        events.append(.end)
    }

    private mutating func startBody(after head: Head, events: inout [Event]) throws {
        if (100..<200).contains(head.statusCode) {
            return
        }
        events.append(.head(head))
        switch try framing(of: head) {
        case .none: finish(&events)
        case .chunked: stage = .chunkSize
        case .length(0): finish(&events)
        case .length(let count): stage = .length(remaining: count)
        case .untilClosed: stage = .untilClosed
        }
    }

    private func framing(of head: Head) throws -> Framing {
        if isHeadRequest || head.statusCode == 204 || head.statusCode == 304 { return .none }
        if let encoding = head.value("Transfer-Encoding") {
            guard encoding.lowercased().split(separator: ",").last?.trimmingCharacters(in: .whitespaces) == "chunked"
            else { return .untilClosed }
            return .chunked
        }
        if let length = head.value("Content-Length") {
            guard let count = Int(length.trimmingCharacters(in: .whitespaces)), count >= 0 else {
                throw Failure.malformed("bad Content-Length")
            }
            return .length(count)
        }
        return .untilClosed
    }

    /// Appends bytes from `index` to `pending` until `terminator` ends it; returns the index after what it took.
    private mutating func takeLine(
        _ bytes: UnsafeRawBufferPointer, from index: Int, limit: Int, terminator: [UInt8]
    ) throws -> Int {
        var position = index
        while position < bytes.count {
            pending.append(bytes[position])
            position += 1
            if pending.count >= terminator.count, pending.suffix(terminator.count).elementsEqual(terminator) {
                return position
            }
            guard pending.count <= limit else { throw Failure.malformed("header line too long") }
        }
        return position
    }

    /// The line in `pending` when it is complete (its terminator removed); `pending` is emptied.
    private mutating func completedLine(terminatorLength: Int) -> [UInt8]? {
        guard pending.count >= terminatorLength, pending.suffix(2).elementsEqual([13, 10]) else { return nil }
        defer { pending.removeAll(keepingCapacity: true) }
        return Array(pending.dropLast(terminatorLength))
    }

    /// The head in `pending` when it is complete.
    private mutating func pendingHead() throws -> Head? {
        guard pending.count >= 4, pending.suffix(4).elementsEqual([13, 10, 13, 10]) else { return nil }
        defer { pending.removeAll(keepingCapacity: true) }
        let text = String(decoding: pending.dropLast(4), as: UTF8.self)
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        let status = lines.isEmpty ? [] : lines.removeFirst().split(separator: " ", maxSplits: 2)
        guard status.count >= 2, status[0].hasPrefix("HTTP/1."), let code = Int(status[1]), (100..<600).contains(code)
        else { throw Failure.malformed("bad status line") }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            let key = headers.keys.first { $0.caseInsensitiveCompare(name) == .orderedSame } ?? name
            headers[key] = headers[key].map { "\($0), \(value)" } ?? value
        }
        return Head(statusCode: code, headers: headers)
    }

    private static func chunkSize(_ line: [UInt8]) throws -> Int {
        let digits = line.prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: " ") }
        guard !digits.isEmpty, digits.count <= 15, let size = Int(String(decoding: digits, as: UTF8.self), radix: 16)
        else { throw Failure.malformed("bad chunk size") }
        return size
    }
}
