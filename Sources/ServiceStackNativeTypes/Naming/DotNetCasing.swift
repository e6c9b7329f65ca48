import Foundation

/// ServiceStack's .NET casing rules for property and enum names.
enum DotNetCasing {
    /// ServiceStack's `ToCamelCase`: lowers the leading run of capitals, keeping the last
    /// capital of a run that is followed by a lower-case letter (`URLValue` → `urlValue`).
    static func camelCase(_ value: String) -> String {
        // Only ASCII capitals change, and bytes of multi-byte scalars are never ASCII capitals, so working on
        // UTF-8 bytes gives what working on scalars would.
        let bytes = value.utf8
        guard let first = bytes.first, isAsciiUpper(first) else { return value }
        var lowered = 0
        var current: UInt8? = first
        var rest = bytes.dropFirst().makeIterator()
        while let byte = current {
            let next = rest.next()
            guard isAsciiUpper(byte), (next.map(isAsciiUpper) ?? true) || lowered == 0 else { break }
            lowered += 1
            current = next
        }
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            var count = 0
            for byte in bytes {
                buffer[count] = count < lowered ? byte + 32 : byte
                count += 1
            }
            return count
        }
    }

    private static func isAsciiUpper(_ byte: UInt8) -> Bool {
        byte >= 65 && byte <= 90
    }
}
