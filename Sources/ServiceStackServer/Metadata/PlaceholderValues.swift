import Foundation
import ServiceStack

/// Stand-in values for types that cannot be built by decoding placeholders themselves; also what AutoQuery
/// gives a non-optional property whose column a row lacks (like .NET's `default(T)`).
package enum PlaceholderValues {
    /// A value of `type` when it is a scalar, a Foundation value, a collection, an optional or a
    /// `CaseIterable` enum; nil when it must be decoded.
    package static func value<T>(of type: T.Type) -> T? {
        if let empty = type as? any EmptyPlaceholder.Type { return empty.emptyPlaceholder as? T }
        if let first = firstCase(of: type) { return first as? T }
        return scalar(of: type) as? T
    }

    private static func scalar(of type: Any.Type) -> Any? {
        switch type {
        case is String.Type: ""
        case is Bool.Type: false
        case is Int.Type: Int(0)
        case is Int8.Type: Int8(0)
        case is Int16.Type: Int16(0)
        case is Int32.Type: Int32(0)
        case is Int64.Type: Int64(0)
        case is UInt.Type: UInt(0)
        case is UInt8.Type: UInt8(0)
        case is UInt16.Type: UInt16(0)
        case is UInt32.Type: UInt32(0)
        case is UInt64.Type: UInt64(0)
        case is Float.Type: Float(0)
        case is Double.Type: Double(0)
        case is Decimal.Type: Decimal(0)
        case is Date.Type: Date(timeIntervalSince1970: 0)
        case is Data.Type: Data()
        case is UUID.Type: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        case is URL.Type: URL(fileURLWithPath: "/")
        case is TimeSpan.Type: TimeSpan(wrappedValue: nil)
        default: nil
        }
    }

    private static func firstCase(of type: Any.Type) -> Any? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        return firstCase(in: iterable)
    }

    private static func firstCase<E: CaseIterable>(in type: E.Type) -> Any? {
        E.allCases.first
    }
}

/// Types with an empty value to stand in for a decoded one.
protocol EmptyPlaceholder {
    static var emptyPlaceholder: Self { get }
}

extension Optional: EmptyPlaceholder {
    static var emptyPlaceholder: Self { nil }
}

extension Array: EmptyPlaceholder {
    static var emptyPlaceholder: Self { [] }
}

extension ContiguousArray: EmptyPlaceholder {
    static var emptyPlaceholder: Self { [] }
}

extension Set: EmptyPlaceholder {
    static var emptyPlaceholder: Self { [] }
}

extension Dictionary: EmptyPlaceholder {
    static var emptyPlaceholder: Self { [:] }
}
