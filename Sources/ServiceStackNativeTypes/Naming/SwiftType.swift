import Foundation

/// A Swift type as the generator writes it. `Rendering/SwiftType+Text.swift` turns it into text.
indirect enum SwiftType: Equatable, Hashable, Sendable {
    /// What separates generic arguments. The official generator writes `, ` between a type's own generic arguments
    /// (`KeyValuePair<String, Int>`) and `,` between those it parsed from C# syntax (`KeyValuePair<String,Int>`).
    enum ArgumentSeparator: String, Sendable {
        case spaced = ", "
        case compact = ","
        /// A dictionary base type is written `List<Key:Value>`, as the official generator does.
        case keyValue = ":"
    }

    /// A name, possibly with generic arguments: `String`, `QueryDb2<Poco, Poco>`, `T`.
    case named(String, arguments: [SwiftType] = [], separator: ArgumentSeparator = .compact)
    /// `Wrapped?`.
    case optional(SwiftType)
    /// `[Element]`.
    case array(SwiftType)
    /// `[Key:Value]`.
    case dictionary(key: SwiftType, value: SwiftType)

    /// `String`, what every name nobody defines becomes.
    static let string = SwiftType.named("String")

    /// The name of a plain named type (no generic arguments), else nil.
    var plainName: String? {
        guard case .named(let name, let arguments, _) = self, arguments.isEmpty else { return nil }
        return name
    }

    /// The type without its optional layers, and whether it had any.
    var unwrapped: (type: SwiftType, isOptional: Bool) {
        guard case .optional(let wrapped) = self else { return (self, false) }
        return (wrapped.unwrapped.type, true)
    }

    /// The type with generic arguments given to its innermost name (`Foo` in `[Foo]` becomes `[Foo<Bar>]`).
    func applying(_ arguments: [SwiftType], separator: ArgumentSeparator) -> SwiftType {
        switch self {
        case .named(let name, _, _): .named(name, arguments: arguments, separator: separator)
        case .optional(let wrapped): .optional(wrapped.applying(arguments, separator: separator))
        case .array(let element): .array(element.applying(arguments, separator: separator))
        case .dictionary: self
        }
    }

    /// Every name inside the type, without backticks (`[String:Poco<T>]` has `String`, `Poco` and `T`).
    var names: [String] {
        switch self {
        case .named(let name, let arguments, _): [SwiftIdentifier.unescaped(name)] + arguments.flatMap(\.names)
        case .optional(let wrapped): wrapped.names
        case .array(let element): element.names
        case .dictionary(let key, let value): key.names + value.names
        }
    }
}
