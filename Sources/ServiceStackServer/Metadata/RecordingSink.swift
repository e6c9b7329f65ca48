/// One key a DTO's `init(from:)` asked for, with the type it asked for.
struct RecordedProperty {
    let key: String
    let type: Any.Type
    /// Asked for with `decodeIfPresent`.
    let isOptional: Bool
}

/// Collects the keys of one recording pass in the order they were first requested.
///
/// A key asked for twice (e.g. a `String` probe, then the real type) keeps its first position and
/// its last type.
final class RecordingSink {
    private(set) var properties: [RecordedProperty] = []

    func record(key: String, type: Any.Type, isOptional: Bool) {
        let property = RecordedProperty(key: key, type: type, isOptional: isOptional)
        if let index = properties.firstIndex(where: { $0.key == key }) {
            properties[index] = property
        } else {
            properties.append(property)
        }
    }
}
