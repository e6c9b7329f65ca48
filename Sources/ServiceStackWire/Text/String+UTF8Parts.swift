extension String {
    /// `transform` of each non-empty run of the text's UTF-8 between `separator` bytes, in order. Reads the bytes in
    /// place: `split(separator:)`'s generic slices cost a path or a query string more than decoding it.
    @inlinable @inline(__always)
    package func mapNonEmptyUTF8Parts<Part>(
        separatedBy separator: UInt8, reservingCapacity capacity: Int = 0,
        _ transform: (UnsafeBufferPointer<UInt8>) -> Part
    ) -> [Part] {
        var text = self
        return text.withUTF8 { bytes in
            var parts: [Part] = []
            parts.reserveCapacity(capacity)
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == separator {
                if index > start { parts.append(transform(UnsafeBufferPointer(rebasing: bytes[start..<index]))) }
                start = index + 1
            }
            return parts
        }
    }
}
