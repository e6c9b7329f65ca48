import ServiceStack

/// Swift standard types whose element types metadata needs but decoding placeholders never reveals
/// (an empty array never asks for an element).
protocol OptionalShape {
    static var wrappedType: Any.Type { get }
}

protocol SequenceShape {
    static var elementType: Any.Type { get }
    static var isSet: Bool { get }
}

protocol DictionaryShape {
    static var keyType: Any.Type { get }
    static var valueType: Any.Type { get }
}

extension Optional: OptionalShape {
    static var wrappedType: Any.Type { Wrapped.self }
}

extension Array: SequenceShape {
    static var elementType: Any.Type { Element.self }
    static var isSet: Bool { false }
}

extension ContiguousArray: SequenceShape {
    static var elementType: Any.Type { Element.self }
    static var isSet: Bool { false }
}

extension Set: SequenceShape {
    static var elementType: Any.Type { Element.self }
    static var isSet: Bool { true }
}

extension Dictionary: DictionaryShape {
    static var keyType: Any.Type { Key.self }
    static var valueType: Any.Type { Value.self }
}

/// The members of an enum, as metadata lists them.
struct EnumShape {
    var names: [String] = []
    /// Raw integer values, for `Int`-backed enums.
    var values: [String]?

    /// The members of a `CaseIterable` enum: raw strings (the wire names) or case names with raw ints.
    static func of(_ type: Any.Type) -> EnumShape? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        return members(of: iterable)
    }

    private static func members<E: CaseIterable>(of type: E.Type) -> EnumShape {
        var shape = EnumShape()
        var numbers: [String] = []
        for member in E.allCases {
            let raw = (member as? any RawRepresentable).map { rawValue(of: $0) }
            switch raw {
            case let text as String:
                shape.names.append(text)
            case let number as any BinaryInteger:
                shape.names.append(String(describing: member))
                numbers.append(String(describing: number))
            default:
                shape.names.append(String(describing: member))
            }
        }
        if !numbers.isEmpty, numbers.count == shape.names.count { shape.values = numbers }
        return shape
    }

    private static func rawValue<R: RawRepresentable>(of value: R) -> Any { value.rawValue }

    /// The raw type of a `RawRepresentable` that is not `CaseIterable`.
    static func rawType(of type: Any.Type) -> Any.Type? {
        guard let representable = type as? any RawRepresentable.Type else { return nil }
        return rawType(in: representable)
    }

    private static func rawType<R: RawRepresentable>(in type: R.Type) -> Any.Type { R.RawValue.self }
}

/// ServiceStack's generic AutoQuery types, whose type arguments metadata must list even when no
/// property uses them (`QueryDb<Booking>` has no `Booking` property).
protocol GenericArgumentsShape {
    static var genericArgumentTypes: [Any.Type] { get }
}

extension QueryDb: GenericArgumentsShape {
    static var genericArgumentTypes: [Any.Type] { [T.self] }
}

extension QueryDb2: GenericArgumentsShape {
    static var genericArgumentTypes: [Any.Type] { [From.self, Into.self] }
}

extension QueryData: GenericArgumentsShape {
    static var genericArgumentTypes: [Any.Type] { [T.self] }
}

extension QueryData2: GenericArgumentsShape {
    static var genericArgumentTypes: [Any.Type] { [From.self, Into.self] }
}

extension QueryResponse: GenericArgumentsShape {
    static var genericArgumentTypes: [Any.Type] { [T.self] }
}
