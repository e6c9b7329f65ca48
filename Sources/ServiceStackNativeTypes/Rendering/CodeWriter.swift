import Foundation

/// Accumulates lines with 4-space indentation, as UTF-8 bytes: appending bytes costs less than appending strings.
struct CodeWriter {
    private var bytes: [UInt8] = []
    private var indentation = 0

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Everything written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func line(_ content: String) {
        if !content.isEmpty { writeIndentation() }
        bytes.append(contentsOf: content.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func blank() { bytes.append(UInt8(ascii: "\n")) }

    mutating func indent() { indentation += 4 }

    mutating func unindent() { indentation = max(0, indentation - 4) }

    /// Starts a line written piece by piece with `write`, ended by `endLine`.
    mutating func startLine() { writeIndentation() }

    mutating func write(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// A type as `SwiftType.description` spells it.
    mutating func write(_ type: SwiftType) {
        switch type {
        case .named(let name, let arguments, let separator):
            write(name)
            guard !arguments.isEmpty else { return }
            bytes.append(UInt8(ascii: "<"))
            for (index, argument) in arguments.enumerated() {
                if index > 0 { write(separator.rawValue) }
                write(argument)
            }
            bytes.append(UInt8(ascii: ">"))
        case .optional(let wrapped):
            write(wrapped)
            bytes.append(UInt8(ascii: "?"))
        case .array(let element):
            bytes.append(UInt8(ascii: "["))
            write(element)
            bytes.append(UInt8(ascii: "]"))
        case .dictionary(let key, let value):
            bytes.append(UInt8(ascii: "["))
            write(key)
            bytes.append(UInt8(ascii: ":"))
            write(value)
            bytes.append(UInt8(ascii: "]"))
        }
    }

    mutating func endLine() { bytes.append(UInt8(ascii: "\n")) }

    private mutating func writeIndentation() {
        for _ in 0..<indentation { bytes.append(UInt8(ascii: " ")) }
    }
}
