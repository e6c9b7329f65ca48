import Foundation
import ServiceStackWire

/// Sends and reads a `TimeInterval` property as a .NET `TimeSpan` (an XSD duration such as `PT1H`).
@propertyWrapper
public struct TimeSpan: Sendable, Hashable {
    /// The interval in seconds; nil is left out of JSON and query strings.
    public var wrappedValue: TimeInterval?

    /// Wraps an interval in seconds.
    public init(wrappedValue: TimeInterval?) {
        self.wrappedValue = wrappedValue
    }
}

extension TimeSpan: Codable {
    /// Reads an XSD duration (`PT1H30M`) or a number of seconds; values outside .NET's `TimeSpan` range are errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            wrappedValue = nil
        } else if let seconds = try? container.decode(Double.self) {
            guard WireRange.contains(duration: seconds) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "TimeSpan outside .NET's range: \(seconds) s")
            }
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

    /// Writes the interval as an XSD duration, or null when there is none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value = wrappedValue {
            try container.encode(try TimeSpan.wireText(value, codingPath: encoder.codingPath))
        } else {
            try container.encodeNil()
        }
    }
}

extension KeyedEncodingContainer {
    /// Leaves a nil `@TimeSpan` property out of the JSON, as synthesized Codable does for optionals.
    public mutating func encode(_ value: TimeSpan, forKey key: Key) throws {
        if let seconds = value.wrappedValue {
            try encode(try TimeSpan.wireText(seconds, codingPath: codingPath + [key]), forKey: key)
        }
    }
}

extension TimeSpan {
    /// The XSD duration for `seconds`; an `EncodingError` when it is not a duration .NET can hold.
    static func wireText(_ seconds: TimeInterval, codingPath: [any CodingKey]) throws -> String {
        guard WireRange.contains(duration: seconds) else {
            throw EncodingError.invalidValue(
                seconds, .init(codingPath: codingPath, debugDescription: "TimeSpan outside .NET's range: \(seconds) s"))
        }
        return seconds.toXsdDuration()
    }
}
