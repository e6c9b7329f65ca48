import Foundation

/// The bytes of a JSON document written front to back, with the stack of objects and arrays still open.
///
/// Containers write only while they are the innermost open one; writing through a parent closes its open
/// children. A container written to after it was closed (or a pattern the stream cannot express) marks the
/// output `unsupported`, and the caller encodes the value again with `JSONEncoder`.
final class JSONOutput {
    private(set) var bytes: [UInt8] = []
    private(set) var unsupported = false
    private var open: [OpenLevel] = [OpenLevel(id: 0, closer: nil)]
    private var lastId = 0

    static let rootLevel = 0
    private static let hexDigits = Array("0123456789abcdef".utf8)

    private struct OpenLevel {
        let id: Int
        let closer: UInt8?
        var count = 0
    }

    init() {
        bytes.reserveCapacity(256)
    }

    func markUnsupported() {
        unsupported = true
    }

    /// Closes every level inside `level`; false (and unsupported) when `level` is already closed.
    @discardableResult
    func focus(_ level: Int) -> Bool {
        while let top = open.last, top.id > level {
            if let closer = top.closer { bytes.append(closer) }
            open.removeLast()
        }
        guard open.last?.id == level else {
            unsupported = true
            return false
        }
        return true
    }

    /// Opens an object (`{`) or array (`[`) at the current position and returns its level.
    func openLevel(object: Bool) -> Int {
        lastId += 1
        bytes.append(object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        open.append(OpenLevel(id: lastId, closer: object ? UInt8(ascii: "}") : UInt8(ascii: "]")))
        return lastId
    }

    /// Starts the next member of the innermost level: a comma after the first, then `"key":` for objects.
    func beginMember(key: String?) {
        guard let index = open.indices.last else { return }
        if open[index].count > 0 { bytes.append(UInt8(ascii: ",")) }
        open[index].count += 1
        if let key {
            writeString(key)
            bytes.append(UInt8(ascii: ":"))
        }
    }

    /// What a value that wrote nothing stands as, like `JSONEncoder`'s `{}`.
    func writeEmptyObject() {
        bytes.append(UInt8(ascii: "{"))
        bytes.append(UInt8(ascii: "}"))
    }

    func writeNull() {
        bytes.append(contentsOf: "null".utf8)
    }

    func writeBool(_ value: Bool) {
        bytes.append(contentsOf: value ? "true".utf8 : "false".utf8)
    }

    func writeInteger<T: FixedWidthInteger>(_ value: T) {
        if value >= 0, value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value))
        } else {
            bytes.append(contentsOf: String(value).utf8)
        }
    }

    /// Writes a finite number the way `JSONEncoder` does (`1` for `1.0`); non-finite numbers are unsupported.
    func writeFloat<T: BinaryFloatingPoint & CustomStringConvertible>(_ value: T) {
        guard value.isFinite else {
            unsupported = true
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// Writes already-valid JSON number text, e.g. a `Decimal`'s description.
    func writeNumberText(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Writes a JSON string; `escapingSlashes` writes `/` as `\/`, as ServiceStack does in `\/Date(ms)\/`.
    func writeString(_ value: String, escapingSlashes: Bool = false) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var runStart = 0
            for (index, byte) in utf8.enumerated()
            where byte < 0x20 || byte == 0x22 || byte == 0x5C || (escapingSlashes && byte == 0x2F) {
                bytes.append(contentsOf: utf8[runStart..<index])
                appendEscape(byte)
                runStart = index + 1
            }
            bytes.append(contentsOf: utf8[runStart...])
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private func appendEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x22, 0x5C, 0x2F: bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            bytes.append(contentsOf: "u00".utf8)
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0x0F)])
        }
    }
}
