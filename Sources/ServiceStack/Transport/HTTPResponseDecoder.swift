import Foundation

/// Reads an HTTP/1.1 response as its bytes arrive, in pieces of any size: the head (1xx answers skipped), then
/// the body framed by chunked encoding, `Content-Length` or the end of the connection, with the framing removed.
/// The head and each chunk-size or trailer line are bounded in bytes; nothing else is held between pieces, and the
/// body bytes handed on are never more than the bytes fed.
package struct HTTPResponseDecoder {
    package struct Head {
        package let statusCode: Int
        /// The fields as sent; a repeated name's values joined with ", ".
        package let headers: [String: String]
        private let lowercased: [String: String]

        init(statusCode: Int, headers: [String: String]) {
            self.statusCode = statusCode
            self.headers = headers
            lowercased = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        }

        /// The value of field `name`, whatever its case.
        package func value(_ name: String) -> String? {
            lowercased[name.lowercased()]
        }
    }

    package enum Event {
        case head(Head)
        case body(Data)
        case end
    }

    package enum Failure: Error, Equatable {
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

    package static let maxHeadBytes = 64 * 1024
    package static let maxLineBytes = 4 * 1024
    private static let crlf: [UInt8] = [13, 10]
    private static let blankLine: [UInt8] = [13, 10, 13, 10]

    private var stage = Stage.head
    private var pending: [UInt8] = []
    private let isHeadRequest: Bool

    package init(isHeadRequest: Bool = false) {
        self.isHeadRequest = isHeadRequest
    }

    /// Whether the response has ended.
    package var isDone: Bool {
        if case .done = stage { return true }
        return false
    }

    /// Feeds the next bytes; appends what they complete to `events`, in order, including what came before bytes
    /// that make it throw. Bytes after the end of the response are ignored.
    package mutating func feed(_ bytes: UnsafeRawBufferPointer, into events: inout [Event]) throws {
        var index = 0
        while index < bytes.count {
            switch stage {
            case .head:
                index = try takeLine(bytes, from: index, limit: Self.maxHeadBytes, terminator: Self.blankLine)
                guard let head = try pendingHead() else { continue }
                try startBody(after: head, events: &events)
            case .chunkSize:
                index = try takeLine(bytes, from: index, limit: Self.maxLineBytes, terminator: Self.crlf)
                guard let line = completedLine() else { continue }
                let size = try Self.chunkSize(line)
                stage = size == 0 ? .trailers : .chunkData(remaining: size)
            case .chunkData(let remaining):
                let count = min(remaining, bytes.count - index)
                events.append(.body(Data(bytes[index..<index + count])))
                index += count
                stage = remaining == count ? .chunkDataEnd : .chunkData(remaining: remaining - count)
            case .chunkDataEnd:
                index = try takeLine(bytes, from: index, limit: 2, terminator: Self.crlf)
                guard let line = completedLine() else { continue }
                guard line.isEmpty else { throw Failure.malformed("chunk data longer than its size") }
                stage = .chunkSize
            case .trailers:
                index = try takeLine(bytes, from: index, limit: Self.maxLineBytes, terminator: Self.crlf)
                guard let line = completedLine() else { continue }
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
    }

    /// The connection ended: the end of a body read until then, an error for a response cut short.
    package mutating func connectionClosed() throws -> [Event] {
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
            guard head.statusCode != 101 else { throw Failure.malformed("unexpected 101 Switching Protocols") }
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
            // The request asked for no coding: a body in any coding but chunked could not be read as sent.
            let codings = encoding.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard codings.allSatisfy({ $0 == "chunked" || $0 == "identity" }) else {
                throw Failure.malformed("unsupported Transfer-Encoding \(encoding.prefix(100))")
            }
            guard codings.last == "chunked" else { return .untilClosed }
            return .chunked
        }
        if let length = head.value("Content-Length") {
            return .length(try Self.contentLength(length))
        }
        return .untilClosed
    }

    /// A `Content-Length`: decimal digits only; repeated values (joined with ", ") must agree.
    private static func contentLength(_ text: String) throws -> Int {
        var count: Int?
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let digits = part.trimmingCharacters(in: .whitespaces).utf8
            guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ (48...57).contains($0) }),
                let value = Int(String(decoding: digits, as: UTF8.self)), count == nil || count == value
            else { throw Failure.malformed("bad Content-Length") }
            count = value
        }
        guard let count else { throw Failure.malformed("bad Content-Length") }
        return count
    }

    /// Appends bytes from `index` to `pending` until `terminator` ends it, `limit` bytes at most with the terminator;
    /// returns the index after what it took.
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
            guard pending.count < limit else {
                throw Failure.malformed(
                    limit == Self.maxHeadBytes
                        ? "response head longer than \(limit) bytes"
                        : "line longer than \(limit) bytes in the chunked body")
            }
        }
        return position
    }

    /// The line in `pending` when it is complete (its CRLF removed); `pending` is emptied.
    private mutating func completedLine() -> [UInt8]? {
        guard pending.count >= 2, pending.suffix(2).elementsEqual(Self.crlf) else { return nil }
        defer { pending.removeAll(keepingCapacity: true) }
        return Array(pending.dropLast(2))
    }

    /// The head in `pending` when it is complete.
    private mutating func pendingHead() throws -> Head? {
        guard pending.count >= 4, pending.suffix(4).elementsEqual(Self.blankLine) else { return nil }
        defer { pending.removeAll(keepingCapacity: true) }
        var lines = pending.dropLast(4).split(separator: 13, omittingEmptySubsequences: false)
        guard let statusLine = lines.first else { throw Failure.malformed("bad status line") }
        let statusCode = try Self.statusCode(statusLine)
        lines.removeFirst()
        var values: [String: [String]] = [:]
        var names: [String: String] = [:]
        for rawLine in lines {
            // Every line but the first starts with the LF of the CRLF before it.
            guard rawLine.first == 10 else { throw Failure.malformed("bare CR in the response head") }
            let line = rawLine.dropFirst()
            guard !line.contains(10), !line.contains(0) else { throw Failure.malformed("bad header line") }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                let first = line.first, first != 32, first != 9, line[colon - 1] != 32, line[colon - 1] != 9
            else { throw Failure.malformed("bad header line") }
            let name = String(decoding: line[..<colon], as: UTF8.self)
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            let key = name.lowercased()
            if names[key] == nil { names[key] = name }
            values[key, default: []].append(value)
        }
        var headers: [String: String] = [:]
        for (key, name) in names { headers[name] = values[key]?.joined(separator: ", ") }
        return Head(statusCode: statusCode, headers: headers)
    }

    /// `HTTP/1.x NNN reason`: three digits, 100 to 599.
    private static func statusCode(_ line: ArraySlice<UInt8>) throws -> Int {
        let parts = line.split(separator: 32, maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].starts(with: Array("HTTP/1.".utf8)), parts[0].count == 8,
            parts[1].count == 3, parts[1].allSatisfy({ (48...57).contains($0) }),
            let code = Int(String(decoding: parts[1], as: UTF8.self)), (100..<600).contains(code)
        else { throw Failure.malformed("bad status line") }
        return code
    }

    /// A chunk-size line: hex digits (at most 15, so the size fits), then optional whitespace and extensions.
    private static func chunkSize(_ line: [UInt8]) throws -> Int {
        let digits = line.prefix { isHexDigit($0) }
        let rest = line.dropFirst(digits.count).drop { $0 == 32 || $0 == 9 }
        guard !digits.isEmpty, digits.count <= 15, rest.isEmpty || rest.first == UInt8(ascii: ";"),
            let size = Int(String(decoding: digits, as: UTF8.self), radix: 16)
        else { throw Failure.malformed("bad chunk size") }
        return size
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
    }
}
