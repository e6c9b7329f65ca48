import Foundation

/// Sends and reads a `TimeInterval` property as a .NET `TimeSpan` (an XSD duration such as `PT1H`).
@propertyWrapper
public struct TimeSpan: Sendable, Hashable {
    public var wrappedValue: TimeInterval?

    public init(wrappedValue: TimeInterval?) {
        self.wrappedValue = wrappedValue
    }
}

extension TimeSpan: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            wrappedValue = nil
        } else if let seconds = try? container.decode(Double.self) {
            wrappedValue = seconds
        } else {
            let text = try container.decode(String.self)
            guard let value = TimeInterval.fromTimeIntervalString(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Invalid TimeSpan (expected an XSD duration): \(text)")
            }
            wrappedValue = value
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value = wrappedValue {
            try container.encode(value.toXsdDuration())
        } else {
            try container.encodeNil()
        }
    }
}

extension KeyedEncodingContainer {
    /// Leaves a nil `@TimeSpan` property out of the JSON, as synthesized Codable does for optionals.
    public mutating func encode(_ value: TimeSpan, forKey key: Key) throws {
        if let seconds = value.wrappedValue {
            try encode(seconds.toXsdDuration(), forKey: key)
        }
    }
}
