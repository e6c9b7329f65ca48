import Foundation

/// How enum member names become Swift case names (a server-side setting).
public enum EnumNameStrategy: Sendable, Equatable {
    /// Keep the .NET name (`CSharpStyleEnums`, the default).
    case csharpStyle
    /// camelCase the name (`SwiftStyleEnums`); the wire name is kept as the raw value.
    case swiftStyle
}
