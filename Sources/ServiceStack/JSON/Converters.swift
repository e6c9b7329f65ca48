import Foundation

/// Converts values of one type to and from strings (used for .NET types that travel as strings).
public protocol StringConvertible: Sendable {
    var forType: String { get }
    func fromString<T>(_ type: T.Type, _ string: String) -> T?
    func toString<T>(instance: T) -> String?
}

/// Reads and writes `TimeInterval` as an XSD duration.
public struct TimeIntervalConverter: StringConvertible {
    public let forType = String(reflecting: TimeInterval.self)
    public init() {}

    public func fromString<T>(_ type: T.Type, _ string: String) -> T? {
        TimeInterval.fromTimeIntervalString(string) as? T
    }

    public func toString<T>(instance: T) -> String? {
        (instance as? TimeInterval)?.toXsdDuration()
    }
}

/// Reads and writes `[UInt8]` as Base64, as .NET `byte[]` values travel.
public struct UInt8Base64Converter: StringConvertible {
    public let forType = String(reflecting: [UInt8].self)
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
public struct StringConverter<C: LosslessStringConvertible>: StringConvertible {
    public let forType: String

    public init(_ type: C.Type, forType: String? = nil) {
        self.forType = forType ?? String(reflecting: C.self)
    }

    public func fromString<T>(_ type: T.Type, _ string: String) -> T? {
        C(string) as? T
    }

    public func toString<T>(instance: T) -> String? {
        (instance as? C)?.description
    }
}

/// The registry of string converters, keyed by type name.
public enum Converters {
    private static let registry = Locked<[String: any StringConvertible]>([
        String(reflecting: TimeInterval.self): TimeIntervalConverter(),
        String(reflecting: [UInt8].self): UInt8Base64Converter(),
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
        register(StringConverter(type))
    }

    /// The converter registered for `type`, if any.
    public static func get<T>(_ type: T.Type) -> (any StringConvertible)? {
        registry.withLock { $0[String(reflecting: type)] }
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
