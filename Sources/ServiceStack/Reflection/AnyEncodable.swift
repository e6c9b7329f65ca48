import Foundation

/// A type-erased `Encodable` value, and the reflection that turns an object's stored properties into them.
public struct AnyEncodable: Encodable {
    /// The wrapped value.
    public var value: any Encodable

    /// Wraps `value`.
    public init(_ value: any Encodable) {
        self.value = value
    }

    /// Encodes the value through a single-value container, so the encoder's strategies (dates) apply to it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// The non-nil stored properties of `instance` and its superclasses, by name (a property wrapper's
    /// `_name` is listed as `name`).
    public static func properties(_ instance: Any) -> [String: AnyEncodable] {
        var mirrors: [Mirror] = []
        var current: Mirror? = Mirror(reflecting: instance)
        while let mirror = current {
            mirrors.append(mirror)
            current = mirror.superclassMirror
        }
        var properties: [String: AnyEncodable] = [:]
        for mirror in mirrors.reversed() {
            for child in mirror.children {
                guard var label = child.label else { continue }
                if label.hasPrefix("_"),
                    Mirror(reflecting: child.value).children.contains(where: { $0.label == "wrappedValue" })
                {
                    label.removeFirst()
                }
                if let encodable = asEncodable(child.value) { properties[label] = encodable }
            }
        }
        return properties
    }

    /// `instance` as an `AnyEncodable`: nil when it is nil, `NSNull` or not encodable; a value that is only
    /// `CustomStringConvertible` encodes as its description.
    public static func asEncodable(_ instance: Any) -> AnyEncodable? {
        if isNull(instance) { return nil }
        let value = unwrap(instance)
        if value is NSNull { return nil }
        if let encodable = value as? any Encodable { return AnyEncodable(encodable) }
        if let number = value as? NSNumber { return AnyEncodable(number.doubleValue) }
        if let text = value as? any CustomStringConvertible { return AnyEncodable(text.description) }
        Log.warn("'\(value)' is not Encodable")
        return nil
    }
}
