import Foundation

/// Checks a multipart body before multipart-kit reads it. multipart-kit 4.7.1 traps (an index out of range)
/// on a byte of 128 or more in a part's header name, and reads any number of parts; both are refused here
/// with 400 instead. Header blocks can only start right after a boundary delimiter, so every delimiter is found
/// (in linear time) and the header names that follow it are checked.
enum MultipartPreflight {
    /// RFC 2046 allows boundaries of 1 to 70 characters.
    static let maxBoundaryLength = 70

    static func check(_ body: Data, boundary: String, maxParts: Int) throws {
        guard boundary.utf8.count <= maxBoundaryLength else {
            throw SerializationError(
                message: "multipart/form-data boundary longer than \(maxBoundaryLength) characters")
        }
        let delimiter = Array("--\(boundary)".utf8)
        try body.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var delimiters = 0
            var matcher = DelimiterMatcher(delimiter)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                guard matcher.advance(byte) else { continue }
                delimiters += 1
                // n parts need n + 1 delimiters (the last one closes the body).
                guard delimiters - 1 <= maxParts else {
                    throw HttpError(
                        status: 400, message: "The multipart body has more than \(maxParts) parts",
                        errorCode: "TooManyFields")
                }
                if index + 1 < bytes.count, bytes[index] == carriageReturn, bytes[index + 1] == lineFeed {
                    try checkHeaderNames(bytes, from: index + 2)
                }
            }
        }
    }

    /// Walks header lines (`name: value` CRLF) until the empty line, refusing non-ASCII bytes in names.
    private static func checkHeaderNames(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws {
        var index = start
        while index < bytes.count {
            let lineStart = index
            while index < bytes.count, bytes[index] != colon, bytes[index] != carriageReturn {
                guard bytes[index] < 0x80 else {
                    throw SerializationError(message: "A multipart part has a header name that is not ASCII")
                }
                index += 1
            }
            guard index < bytes.count, bytes[index] == colon, index > lineStart else { return }
            while index < bytes.count, bytes[index] != carriageReturn { index += 1 }
            guard index + 1 < bytes.count, bytes[index + 1] == lineFeed else { return }
            index += 2
        }
    }

    private static let colon = UInt8(ascii: ":")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let lineFeed = UInt8(ascii: "\n")
}

/// Finds every occurrence of a byte pattern in a stream, one byte at a time (Knuth–Morris–Pratt).
struct DelimiterMatcher {
    private let pattern: [UInt8]
    private let fallback: [Int]
    private var matched = 0

    init(_ pattern: [UInt8]) {
        self.pattern = pattern
        var fallback = [Int](repeating: 0, count: pattern.count)
        var length = 0
        for index in pattern.indices.dropFirst() {
            while length > 0, pattern[index] != pattern[length] { length = fallback[length - 1] }
            if pattern[index] == pattern[length] { length += 1 }
            fallback[index] = length
        }
        self.fallback = fallback
    }

    /// Feeds one byte; true when it completes an occurrence of the pattern.
    mutating func advance(_ byte: UInt8) -> Bool {
        while matched > 0, pattern[matched] != byte { matched = fallback[matched - 1] }
        if pattern[matched] == byte { matched += 1 }
        guard matched == pattern.count else { return false }
        matched = fallback[matched - 1]
        return true
    }
}
