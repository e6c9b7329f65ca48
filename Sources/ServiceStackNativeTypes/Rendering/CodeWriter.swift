import Foundation

/// Accumulates lines with 4-space indentation.
struct CodeWriter {
    private(set) var text = ""
    private var indentation = ""

    init(capacity: Int = 0) {
        text.reserveCapacity(capacity)
    }

    mutating func line(_ content: String) {
        if !content.isEmpty { text += indentation }
        text += content
        text += "\n"
    }

    mutating func blank() { text += "\n" }

    mutating func indent() { indentation += "    " }

    mutating func unindent() { indentation = String(indentation.dropLast(4)) }
}
