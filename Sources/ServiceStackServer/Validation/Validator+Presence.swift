extension Validator {
    /// Fails (`NotEmpty`) on nil, blank text, an empty collection, or a type's default value (0, false).
    public static func notEmpty<Value>(_ keyPath: any KeyPath<Request, Value> & Sendable, _ fieldName: String)
        -> Validator
    {
        on(keyPath, fieldName) { value in
            EmptyValue.isEmpty(value)
                ? ValidationFailure(
                    errorCode: "NotEmpty", template: "'{PropertyName}' must not be empty.", placeholders: [:])
                : nil
        }
    }

    /// Fails (`NotNull`) when the value is nil.
    public static func notNull<Value>(_ keyPath: any KeyPath<Request, Value?> & Sendable, _ fieldName: String)
        -> Validator
    {
        on(keyPath, fieldName) { value in
            value == nil
                ? ValidationFailure(
                    errorCode: "NotNull", template: "'{PropertyName}' must not be empty.", placeholders: [:])
                : nil
        }
    }
}

/// What `notEmpty` counts as empty.
enum EmptyValue {
    static func isEmpty(_ value: Any) -> Bool {
        switch value {
        case let optional as any OptionalValue: return optional.wrappedText == nil || isEmpty(unwrapped(value))
        case let text as String: return text.allSatisfy(\.isWhitespace)
        case let collection as any Collection: return collection.isEmpty
        case let flag as Bool: return !flag
        case let integer as any BinaryInteger: return isZero(integer)
        case let number as Double: return number == 0
        case let number as Float: return number == 0
        default: return false
        }
    }

    private static func isZero<T: BinaryInteger>(_ integer: T) -> Bool { integer == 0 }

    private static func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional, let child = mirror.children.first else { return value }
        return unwrapped(child.value)
    }
}
