import Foundation

/// Undoes `Transfer-Encoding: chunked` as bytes arrive: feed it what the socket gave, get back the body bytes.
package struct ChunkedDecoder: Sendable {
    private enum State: Sendable {
        case size
        case data(remaining: Int)
        case dataEnd, trailer, done
    }

    private var state = State.size
    private var line: [UInt8] = []
    /// Set once the size line of the last (empty) chunk has been read.
    package private(set) var isFinished = false
    /// Set when a size line is not hexadecimal: what follows cannot be trusted as body.
    private(set) var isBroken = false

    /// The body bytes among `bytes`, in order.
    package init() {}

    package mutating func feed(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var body: [UInt8] = []
        var index = bytes.startIndex
        while index != bytes.endIndex, !isBroken {
            switch state {
            case .data(let remaining):
                let end = bytes.index(index, offsetBy: remaining, limitedBy: bytes.endIndex) ?? bytes.endIndex
                body += bytes[index..<end]
                let taken = bytes.distance(from: index, to: end)
                index = end
                state = taken == remaining ? .dataEnd : .data(remaining: remaining - taken)
                continue
            case .done:
                return body
            case .size, .dataEnd, .trailer:
                break
            }
            let byte = bytes[index]
            index = bytes.index(after: index)
            guard byte == UInt8(ascii: "\n") else {
                if byte != UInt8(ascii: "\r"), line.count < 1_024 { line.append(byte) }
                continue
            }
            endOfLine()
        }
        return body
    }

    private mutating func endOfLine() {
        defer { line = [] }
        switch state {
        case .size:
            let digits = String(decoding: line.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self)
            guard let size = Int(digits.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
                isBroken = true
                return
            }
            if size == 0 {
                isFinished = true
                state = .trailer
            } else {
                state = .data(remaining: size)
            }
        case .dataEnd:
            state = .size
        case .trailer:
            if line.isEmpty { state = .done }
        case .data, .done:
            break
        }
    }

    /// The body of a complete chunked message.
    static func body(of bytes: some Collection<UInt8>) -> [UInt8] {
        var decoder = ChunkedDecoder()
        return decoder.feed(bytes)
    }
}
