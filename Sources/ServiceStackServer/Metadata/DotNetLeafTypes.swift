import Foundation
import ServiceStack

/// Swift scalar and Foundation types with a fixed .NET equivalent.
enum DotNetLeafTypes {
    private static func table() -> [(type: Any.Type, reference: DotNetTypeReference)] {
        [
            entry(String.self, "String", isValueType: false),
            entry(Bool.self, "Boolean"),
            entry(Int.self, "Int32"),
            entry(Int8.self, "SByte"),
            entry(Int16.self, "Int16"),
            entry(Int32.self, "Int32"),
            entry(Int64.self, "Int64"),
            entry(UInt.self, "UInt64"),
            entry(UInt8.self, "Byte"),
            entry(UInt16.self, "UInt16"),
            entry(UInt32.self, "UInt32"),
            entry(UInt64.self, "UInt64"),
            entry(Float.self, "Single"),
            entry(Double.self, "Double"),
            entry(Decimal.self, "Decimal"),
            entry(Date.self, "DateTime"),
            entry(UUID.self, "Guid"),
            entry(URL.self, "Uri", isValueType: false),
            entry(Data.self, "Byte[]", isValueType: false),
            entry([UInt8].self, "Byte[]", isValueType: false),
            entry(TimeSpan.self, "TimeSpan"),
        ]
    }

    private static func entry(_ type: Any.Type, _ name: String, isValueType: Bool = true) -> (
        type: Any.Type, reference: DotNetTypeReference
    ) {
        (type, DotNetTypeReference.system(name, isValueType: isValueType))
    }

    /// The .NET type of `type`, if it is a known scalar.
    static func reference(for type: Any.Type) -> DotNetTypeReference? {
        table().first { $0.type == type }?.reference
    }

    /// The .NET type of a Swift type named as `String(reflecting:)` writes it (`Swift.Int`).
    static func reference(forSwiftName name: String) -> DotNetTypeReference? {
        table().first { String(reflecting: $0.type) == name }?.reference
    }
}
