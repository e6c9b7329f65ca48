import Foundation

/// The column kinds of scalar types.
enum ColumnKinds {
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
}
