/// Case-insensitive comparison of ASCII route text, without allocating lower-cased copies.
enum ASCIICase {
    @inline(__always)
    static func equal(_ text: Substring, _ other: String) -> Bool {
        var left = text.utf8.makeIterator()
        var right = other.utf8.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return true
            case (let a?, let b?):
                if a != b && lower(a) != lower(b) { return false }
            default: return false
            }
        }
    }

    @inline(__always)
    static func equal(_ text: String, _ other: String) -> Bool {
        equal(Substring(text), other)
    }

    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
