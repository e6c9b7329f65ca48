import Foundation

/// Stand-in values of scalar types: what schema recording hands to `init(from:)`, and what a row
/// without a selected column gives a non-optional property (like .NET's `default(T)`).
enum PlaceholderValue {
    /// The column kind of a scalar type, or nil for other types.
    static func kind(of type: Any.Type) -> ColumnKind? {
        switch type {
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type,
            is UInt.Type, is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type:
            .integer
        case is Double.Type, is Float.Type: .real
        case is Decimal.Type: .decimal
        case is String.Type: .text
        case is Bool.Type: .bool
        case is Date.Type: .date
        case is UUID.Type: .uuid
        default: nil
        }
    }

    /// The default value of a scalar, collection or `CaseIterable` type, or nil.
    static func make<T>(_ type: T.Type) -> T? {
        let value: Any? =
            switch type {
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
            case is Double.Type: Double(0)
            case is Float.Type: Float(0)
            case is Decimal.Type: Decimal(0)
            case is String.Type: ""
            case is Bool.Type: false
            case is Date.Type: Date(timeIntervalSince1970: 0)
            case is UUID.Type: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
            case let emptyable as any ExpressibleByArrayLiteral.Type: emptyCollection(emptyable)
            case let emptyable as any ExpressibleByDictionaryLiteral.Type: emptyDictionary(emptyable)
            case let enumerable as any CaseIterable.Type: firstCase(enumerable)
            default: nil
            }
        return value as? T
    }

    private static func emptyCollection<C: ExpressibleByArrayLiteral>(_ type: C.Type) -> Any {
        let empty: C = []
        return empty
    }

    private static func emptyDictionary<C: ExpressibleByDictionaryLiteral>(_ type: C.Type) -> Any {
        let empty: C = [:]
        return empty
    }

    private static func firstCase<C: CaseIterable>(_ type: C.Type) -> Any? {
        C.allCases.first
    }
}
