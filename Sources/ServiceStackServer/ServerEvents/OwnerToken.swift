/// A subscription's owner token: 120 random bits (as many as an `ss-id` has), kept in two words rather than in a
/// string on the heap (every subscription holds one for as long as it lasts), and written as 20 URL-safe base64
/// characters when handed out or compared.
struct OwnerToken: Sendable {
    /// Bytes 0 to 7.
    private let high: UInt64
    /// Bytes 8 to 14, in the low 56 bits.
    private let low: UInt64

    /// A new random token.
    init() {
        var generator = SystemRandomNumberGenerator()
        high = generator.next()
        low = generator.next() & 0x00ff_ffff_ffff_ffff
    }

    /// The token as the subscription's URLs carry it.
    var text: String {
        String(unsafeUninitializedCapacity: 20) { buffer in
            for group in 0..<5 {
                let first = 3 * group
                let value = UInt32(byte(first)) << 16 | UInt32(byte(first + 1)) << 8 | UInt32(byte(first + 2))
                for digit in 0..<4 {
                    buffer[4 * group + digit] = Self.alphabet[Int((value >> (18 - 6 * digit)) & 63)]
                }
            }
            return 20
        }
    }

    /// Whether `presented` is this token, compared in time that depends only on its length.
    func matches(_ presented: String) -> Bool {
        SubscriptionOwnership.constantTimeEquals(presented, text)
    }

    private func byte(_ index: Int) -> UInt8 {
        index < 8
            ? UInt8(truncatingIfNeeded: high >> (56 - 8 * index))
            : UInt8(truncatingIfNeeded: low >> (48 - 8 * (index - 8)))
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
}
