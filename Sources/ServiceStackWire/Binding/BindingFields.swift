/// An object's fields found by name without regard to case; a later duplicate overrides an earlier one.
///
/// Small objects (most request DTOs) are searched in place; larger ones get a lower-cased index once.
package struct BindingFields {
    private static let indexThreshold = 16
    private let pairs: [(key: String, value: WireValue)]
    private let index: [String: WireValue]?

    /// The fields of an object, in order.
    package init(_ pairs: [(key: String, value: WireValue)]) {
        self.pairs = pairs
        guard pairs.count > Self.indexThreshold else {
            index = nil
            return
        }
        var index: [String: WireValue] = [:]
        for pair in pairs { index[pair.key.lowercased()] = pair.value }
        self.index = index
    }

    /// The value of the field named `name` in any case; the last one when several match.
    package subscript(name: String) -> WireValue? {
        if let index { return index[name.lowercased()] }
        for pair in pairs.reversed() where pair.key.equalsIgnoringASCIICase(name) { return pair.value }
        guard !name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let lowered = name.lowercased()
        return pairs.last { $0.key.lowercased() == lowered }?.value
    }

    /// The distinct field names, first spelling kept.
    package var names: [String] {
        var seen = Set<String>()
        return pairs.compactMap { seen.insert($0.key.lowercased()).inserted ? $0.key : nil }
    }

    var asObject: WireValue { .object(pairs) }
}
