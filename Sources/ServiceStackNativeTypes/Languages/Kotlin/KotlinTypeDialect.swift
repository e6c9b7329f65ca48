import Foundation

extension JVMTypeMapper.Dialect {
    /// ServiceStack's Kotlin mapping: `Int32` → `Int`, `Nullable<T>` → `T` (`T?` inside generic arguments),
    /// `DateTime` → `Date`, `TimeSpan` → `TimeSpan`, `Guid` → `UUID`, `Byte[]` → `ByteArray`, `Stream` →
    /// `InputStream`, `Object` → `Any`.
    static let kotlin = JVMTypeMapper.Dialect(
        aliases: [
            "String": "String", "Boolean": "Boolean", "Char": "String", "SByte": "Byte", "Byte": "Short",
            "Int16": "Short", "Int32": "Int", "Int64": "Long", "UInt16": "Int", "UInt32": "Long",
            "UInt64": "BigInteger",
            "Single": "Float", "Double": "Double", "Decimal": "BigDecimal", "IntPtr": "Long", "Guid": "UUID",
            "DateTime": "Date", "DateOnly": "Date", "DateTimeOffset": "Date", "TimeSpan": "TimeSpan",
            "TimeOnly": "TimeSpan", "Type": "Class<*>", "Stream": "InputStream", "Object": "Any",
        ],
        anyType: "Any", byteArray: "ByteArray",
        nullable: { argument, nested in nested && !argument.hasSuffix("?") ? argument + "?" : argument },
        identifier: { name throws(GeneratorError) in try KotlinIdentifier.name(name) })
}
