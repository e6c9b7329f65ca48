import Foundation

/// Converts values of one type to and from strings (used for .NET types that travel as strings).
public protocol StringConvertible {
    var forType: String { get }
    func fromString<T>(_ type: T.Type, _ string: String) -> T?
    func toString<T>(instance: T) -> String?
}

/// Reads and writes `TimeInterval` as an XSD duration.
public class TimeIntervalConverter: StringConvertible {
    public var forType = Reflect<TimeInterval>.typeName
    public init() {}

    public func fromString<T>(_ type: T.Type, _ string: String) -> T? {
        TimeInterval.fromTimeIntervalString(string) as? T
    }

    public func toString<T>(instance: T) -> String? {
        (instance as? TimeInterval)?.toXsdDuration()
    }
}

/// Reads and writes `[UInt8]` as Base64, as .NET `byte[]` values travel.
public class UInt8Base64Converter: StringConvertible {
    public var forType = Reflect<[UInt8]>.typeName
    public init() {}

    public func fromString<T>(_ type: T.Type, _ string: String) -> T? {
        guard let data = Data(base64Encoded: string) else { return nil }
        return [UInt8](data) as? T
    }

    public func toString<T>(instance: T) -> String? {
        (instance as? [UInt8]).map { Data($0).base64EncodedString() }
    }
}

/// Converts any `LosslessStringConvertible` type.
public class StringConverter<C: LosslessStringConvertible>: StringConvertible {
    public let forType: String

    public init(_ type: C.Type, forType: String) {
        self.forType = forType
    }

    public func fromString<T>(_ type: T.Type, _ string: String) -> T? {
        C(string) as? T
    }

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
    /// Parses a number, or an XSD duration when the text starts with `P`.
    public static func fromString(_ text: String) -> Double? {
        TimeInterval.fromTimeIntervalString(text)
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
