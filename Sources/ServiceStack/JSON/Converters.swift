import Foundation
import ServiceStackWire

/// Converts values of one type to and from strings (used for .NET types that travel as strings).
public protocol StringConvertible {
    /// The name of the type this converter handles, as `Reflect<T>.typeName` spells it.
    var forType: String { get }
    /// The value `string` stands for, or nil when it is not a valid `T`.
    func fromString<T>(_ type: T.Type, _ string: String) -> T?
    /// The string form of `instance`, or nil when it is not of the handled type.
    func toString<T>(instance: T) -> String?
}

/// Reads and writes `TimeInterval` as an XSD duration.
public class TimeIntervalConverter: StringConvertible {
    /// The name of `TimeInterval`.
    public var forType = Reflect<TimeInterval>.typeName
    /// Creates the converter.
    public init() {}

    /// The interval an XSD duration (`PT1H30M`) or .NET `TimeSpan` text stands for.
    public func fromString<T>(_ type: T.Type, _ string: String) -> T? {
        TimeInterval.fromTimeIntervalString(string) as? T
    }

    /// The XSD duration of an interval.
    public func toString<T>(instance: T) -> String? {
        (instance as? TimeInterval)?.toXsdDuration()
    }
}

/// Reads and writes `[UInt8]` as Base64, as .NET `byte[]` values travel.
public class UInt8Base64Converter: StringConvertible {
    /// The name of `[UInt8]`.
    public var forType = Reflect<[UInt8]>.typeName
    /// Creates the converter.
    public init() {}

    /// The bytes of a Base64 text.
    public func fromString<T>(_ type: T.Type, _ string: String) -> T? {
        guard let data = Data(base64Encoded: string) else { return nil }
        return [UInt8](data) as? T
    }

    /// The Base64 text of the bytes.
    public func toString<T>(instance: T) -> String? {
        (instance as? [UInt8]).map { Data($0).base64EncodedString() }
    }
}

/// Converts any `LosslessStringConvertible` type.
public class StringConverter<C: LosslessStringConvertible>: StringConvertible {
    /// The name of the handled type, given at creation.
    public let forType: String

    /// Creates a converter for `type`, registered under the name `forType`.
    public init(_ type: C.Type, forType: String) {
        self.forType = forType
    }

    /// The value `C(string)` creates, if any.
    public func fromString<T>(_ type: T.Type, _ string: String) -> T? {
        C(string) as? T
    }

    /// The `description` of the value.
    public func toString<T>(instance: T) -> String? {
        (instance as? C)?.description
    }
}

/// The registry of string converters, keyed by type name as `Reflect<T>.typeName` writes it.
public final class Converters {
    private static let registry = Locked<[String: any StringConvertible]>([
        Reflect<TimeInterval>.typeName: TimeIntervalConverter(),
        Reflect<[UInt8]>.typeName: UInt8Base64Converter(),
    ])

    /// Registers a converter for its `forType`.
    public static func register<T: StringConvertible>(_ convertible: T) {
        registry.withLock { $0[convertible.forType] = convertible }
    }

    /// Registers a `LosslessStringConvertible` type under a name.
    public static func register<T: LosslessStringConvertible>(_ type: T.Type, forType: String) {
        register(StringConverter(type, forType: forType))
    }

    /// Registers a `LosslessStringConvertible` type under its own name.
    public static func register<T: LosslessStringConvertible>(_ type: T.Type) {
        register(type, forType: Reflect<T>.typeName)
    }

    /// The converter registered for `type`, if any.
    public static func get<T>(_ type: T.Type) -> (any StringConvertible)? {
        registry.withLock { $0[Reflect<T>.typeName] }
    }
}

extension Double {
    /// An XSD duration when the text starts with `P`; otherwise its leading number, 0 when it has none (as
    /// `NSString.doubleValue` reads it).
    public static func fromString(_ text: String) -> Double? {
        text.hasPrefix("P") ? TimeInterval.fromTimeIntervalString(text) : (text as NSString).doubleValue
    }

    /// Converts a JSON value (number or string) into a Double.
    public static func fromObject(_ value: Any) -> Double? {
        switch value {
        case let d as Double: d
        case let f as Float: Double(f)
        case let i as Int: Double(i)
        case let s as String: fromString(s)
        default: nil
        }
    }
}
