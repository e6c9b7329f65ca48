import Foundation

/// Gzip bodies built by hand: one fixed-Huffman deflate block in which long runs of one byte are written as
/// back-references, so a few megabytes inflate to a gigabyte (a "gzip bomb") without any data in the repository.
public enum GzipBody {
    /// `prefix`, then `count` copies of `byte`, then `suffix`, gzip-compressed. With `checksum` false the
    /// trailer's CRC is left zero, which is cheaper for huge runs; a reader notices only after inflating all of it.
    public static func make(
        prefix: [UInt8] = [], repeating byte: UInt8, count: Int, suffix: [UInt8] = [], checksum: Bool = true
    ) -> Data {
        var writer = DeflateWriter()
        writer.writeBits(1, count: 1)  // the last block
        writer.writeBits(1, count: 2)  // fixed Huffman codes
        for literal in prefix { writer.literal(literal) }
        if count > 0 {
            writer.literal(byte)
            let copies = count - 1
            writer.repeatLongestMatch(times: copies / DeflateWriter.longestMatch)
            for _ in 0..<(copies % DeflateWriter.longestMatch) { writer.literal(byte) }
        }
        for literal in suffix { writer.literal(literal) }
        writer.endOfBlock()
        var body = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF])
        body.append(contentsOf: writer.finish())
        var crc: UInt32 = 0
        if checksum {
            var running = CRC32()
            running.update(prefix)
            running.update(byte, times: count)
            running.update(suffix)
            crc = running.value
        }
        let size = UInt32(truncatingIfNeeded: prefix.count + count + suffix.count)
        for value in [crc, size] {
            body.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) })
        }
        return body
    }
}

/// Writes a deflate bit stream: values least significant bit first, Huffman codes most significant bit first.
struct DeflateWriter {
    static let longestMatch = 258
    private(set) var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingCount = 0

    mutating func writeBits(_ value: UInt64, count: Int) {
        pending |= value << UInt64(pendingCount)
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    mutating func writeCode(_ code: UInt64, length: Int) {
        var reversed: UInt64 = 0
        for bit in 0..<length where code & (1 << UInt64(bit)) != 0 {
            reversed |= 1 << UInt64(length - 1 - bit)
        }
        writeBits(reversed, count: length)
    }

    /// A literal byte in the fixed code.
    mutating func literal(_ byte: UInt8) {
        if byte < 144 {
            writeCode(0x30 + UInt64(byte), length: 8)
        } else {
            writeCode(0x190 + UInt64(byte - 144), length: 9)
        }
    }

    mutating func endOfBlock() { writeCode(0, length: 7) }

    /// A copy of the 258 bytes before: length code 285, distance code 0 (distance 1).
    mutating func longestMatch() {
        writeCode(0xC5, length: 8)
        writeCode(0, length: 5)
    }

    /// `times` longest matches. Eight of them are 104 bits, a whole number of bytes, so once the writer has
    /// settled the bytes of every further group of eight are the same and are copied instead of recomputed.
    mutating func repeatLongestMatch(times: Int) {
        let groups = times / 8
        guard groups > 2 else {
            for _ in 0..<times { longestMatch() }
            return
        }
        for _ in 0..<8 { longestMatch() }
        let start = bytes.count
        for _ in 0..<8 { longestMatch() }
        let period = Array(bytes[start...])
        bytes.reserveCapacity(bytes.count + period.count * (groups - 2) + 16)
        for _ in 0..<(groups - 2) { bytes.append(contentsOf: period) }
        for _ in 0..<(times % 8) { longestMatch() }
    }

    mutating func finish() -> [UInt8] {
        if pendingCount > 0 { writeBits(0, count: 8 - pendingCount) }
        return bytes
    }
}

/// The CRC-32 of gzip's trailer.
struct CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }
    private var state: UInt32 = 0xFFFF_FFFF

    var value: UInt32 { state ^ 0xFFFF_FFFF }

    mutating func update(_ bytes: [UInt8]) {
        for byte in bytes { update(byte, times: 1) }
    }

    mutating func update(_ byte: UInt8, times: Int) {
        for _ in 0..<times { state = Self.table[Int((state ^ UInt32(byte)) & 0xFF)] ^ (state >> 8) }
    }
}
