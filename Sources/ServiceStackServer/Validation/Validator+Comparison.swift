extension Validator {
    /// Fails (`InclusiveBetween`) outside `range`.
    public static func inclusiveBetween<Value: Comparable & Sendable>(
        _ keyPath: any KeyPath<Request, Value> & Sendable, _ fieldName: String, _ range: ClosedRange<Value>
    ) -> Validator {
        on(keyPath, fieldName) { value in inclusiveBetweenFailure(value, range) }
    }

    /// Fails (`InclusiveBetween`) outside `range`; nil passes (add `notNull` to require a value).
    public static func inclusiveBetween<Value: Comparable & Sendable>(
        _ keyPath: any KeyPath<Request, Value?> & Sendable, _ fieldName: String, _ range: ClosedRange<Value>
    ) -> Validator {
        on(keyPath, fieldName) { value in value.flatMap { inclusiveBetweenFailure($0, range) } }
    }

    /// Fails (`ExclusiveBetween`) unless `from < value < to`.
    public static func exclusiveBetween<Value: Comparable & Sendable>(
        _ keyPath: any KeyPath<Request, Value> & Sendable, _ fieldName: String, from: Value, to: Value
    ) -> Validator {
        on(keyPath, fieldName) { value in
            guard value <= from || value >= to else { return nil }
            let (low, high, entered) = (text(from), text(to), text(value))
            return ValidationFailure(
                errorCode: "ExclusiveBetween",
                template: "'{PropertyName}' must be between \(low) and \(high) (exclusive). You entered \(entered).",
                placeholders: ["From": low, "To": high, "PropertyValue": entered])
        }
    }

    /// Fails (`GreaterThan`) unless the value is greater than `limit`; nil passes.
    public static func greaterThan<Value: Comparable & Sendable>(
        _ keyPath: any KeyPath<Request, Value> & Sendable, _ fieldName: String, _ limit: Value
    ) -> Validator {
        compare(keyPath, fieldName, limit, code: "GreaterThan", wording: "greater than") { $0 > $1 }
    }

    /// Fails (`GreaterThanOrEqual`) unless the value is at least `limit`.
    public static func greaterThanOrEqual<Value: Comparable & Sendable>(
        _ keyPath: any KeyPath<Request, Value> & Sendable, _ fieldName: String, _ limit: Value
    ) -> Validator {
        compare(keyPath, fieldName, limit, code: "GreaterThanOrEqual", wording: "greater than or equal to") {
            $0 >= $1
        }
    }

    /// Fails (`LessThan`) unless the value is less than `limit`.
    public static func lessThan<Value: Comparable & Sendable>(
        _ keyPath: any KeyPath<Request, Value> & Sendable, _ fieldName: String, _ limit: Value
    ) -> Validator {
        compare(keyPath, fieldName, limit, code: "LessThan", wording: "less than") { $0 < $1 }
    }

    /// Fails (`LessThanOrEqual`) unless the value is at most `limit`.
    public static func lessThanOrEqual<Value: Comparable & Sendable>(
        _ keyPath: any KeyPath<Request, Value> & Sendable, _ fieldName: String, _ limit: Value
    ) -> Validator {
        compare(keyPath, fieldName, limit, code: "LessThanOrEqual", wording: "less than or equal to") { $0 <= $1 }
    }

    /// Fails (`Equal`) unless the value equals `expected`.
    public static func equal<Value: Equatable & Sendable>(
        _ keyPath: any KeyPath<Request, Value> & Sendable, _ fieldName: String, _ expected: Value
    ) -> Validator {
        on(keyPath, fieldName) { value in
            value == expected ? nil : comparisonFailure("Equal", "must be equal to", expected)
        }
    }

    /// Fails (`NotEqual`) when the value equals `forbidden`.
    public static func notEqual<Value: Equatable & Sendable>(
        _ keyPath: any KeyPath<Request, Value> & Sendable, _ fieldName: String, _ forbidden: Value
    ) -> Validator {
        on(keyPath, fieldName) { value in
            value != forbidden ? nil : comparisonFailure("NotEqual", "must not be equal to", forbidden)
        }
    }

    private static func compare<Value: Comparable & Sendable>(
        _ keyPath: any KeyPath<Request, Value> & Sendable, _ fieldName: String, _ limit: Value, code: String,
        wording: String, passes: @escaping @Sendable (Value, Value) -> Bool
    ) -> Validator {
        on(keyPath, fieldName) { value in
            passes(value, limit) ? nil : comparisonFailure(code, "must be \(wording)", limit)
        }
    }

    private static func comparisonFailure(_ code: String, _ wording: String, _ limit: some Sendable)
        -> ValidationFailure
    {
        let shown = text(limit)
        return ValidationFailure(
            errorCode: code, template: "'{PropertyName}' \(wording) '\(shown)'.",
            placeholders: ["ComparisonValue": shown])
    }

    private static func inclusiveBetweenFailure<Value: Comparable>(_ value: Value, _ range: ClosedRange<Value>)
        -> ValidationFailure?
    {
        guard !range.contains(value) else { return nil }
        let (from, to, entered) = (text(range.lowerBound), text(range.upperBound), text(value))
        return ValidationFailure(
            errorCode: "InclusiveBetween",
            template: "'{PropertyName}' must be between \(from) and \(to). You entered \(entered).",
            placeholders: ["From": from, "To": to, "PropertyValue": entered])
    }

    private static func text(_ value: Any) -> String { ValidationMessages.text(value) }
}
