import Foundation

extension JVMTypeMapper.Dialect {
    /// ServiceStack's Java mapping: value types boxed (`Int32` → `Integer`, `Nullable<Int32>` → `Integer`),
    /// `DateTime` → `Date`, `TimeSpan` → `TimeSpan`, `Guid` → `UUID`, `Byte[]` → `byte[]`, `Stream` → `InputStream`.
    static let java = JVMTypeMapper.Dialect(
        aliases: [
            "String": "String", "Boolean": "Boolean", "Char": "String", "SByte": "Byte", "Byte": "Short",
            "Int16": "Short", "Int32": "Integer", "Int64": "Long", "UInt16": "Integer", "UInt32": "Long",
            "UInt64": "BigInteger", "Single": "Float", "Double": "Double", "Decimal": "BigDecimal", "IntPtr": "Long",
            "Guid": "UUID", "DateTime": "Date", "DateOnly": "Date", "DateTimeOffset": "Date", "TimeSpan": "TimeSpan",
            "TimeOnly": "TimeSpan", "Type": "Class", "Stream": "InputStream", "Object": "Object",
        ],
        anyType: "Object", byteArray: "byte[]", nullable: { argument, _ in argument },
        identifier: { name throws(GeneratorError) in try JavaIdentifier.name(name) })
}
