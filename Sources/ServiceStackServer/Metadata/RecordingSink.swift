/// One key a DTO's `init(from:)` asked for, with the type it asked for.
package struct RecordedProperty {
    package let key: String
    package let type: Any.Type
    /// Asked for with `decodeIfPresent`.
    package let isOptional: Bool
}

/// Collects the keys of one recording pass in the order they were first requested.
///
/// A key asked for twice (e.g. a `String` probe, then the real type) keeps its first position and
/// its last type.
package final class RecordingSink {
    package private(set) var properties: [RecordedProperty] = []

    package init() {}

    func record(key: String, type: Any.Type, isOptional: Bool) {
        let property = RecordedProperty(key: key, type: type, isOptional: isOptional)
        if let index = properties.firstIndex(where: { $0.key == key }) {
            properties[index] = property
        } else {
            properties.append(property)
        }
    }
}
