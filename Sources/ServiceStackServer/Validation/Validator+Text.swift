import Foundation

extension Validator {
    /// Fails (`Email`) unless the text has one `@` with something before and after it; nil passes.
    public static func email(_ keyPath: any KeyPath<Request, String?> & Sendable, _ fieldName: String) -> Validator {
        on(keyPath, fieldName) { value in
            guard let value, !isEmailAddress(value) else { return nil }
            return ValidationFailure(
                errorCode: "Email", template: "'{PropertyName}' is not a valid email address.", placeholders: [:])
        }
    }

    /// Fails (`Length`) when the text's length is outside `range`; nil passes.
    public static func length(
        _ keyPath: any KeyPath<Request, String?> & Sendable, _ fieldName: String, _ range: ClosedRange<Int>
    ) -> Validator {
        on(keyPath, fieldName) { value in
            guard let value, !range.contains(value.count) else { return nil }
            return ValidationFailure(
                errorCode: "Length",
                template: "'{PropertyName}' must be between \(range.lowerBound) and \(range.upperBound) characters."
                    + " You entered \(value.count) characters.",
                placeholders: [
                    "MinLength": "\(range.lowerBound)", "MaxLength": "\(range.upperBound)",
                    "TotalLength": "\(value.count)",
                ])
        }
    }

    /// Fails (`MinimumLength`) when the text is shorter than `minimum`; nil passes.
    public static func minimumLength(
        _ keyPath: any KeyPath<Request, String?> & Sendable, _ fieldName: String, _ minimum: Int
    ) -> Validator {
        on(keyPath, fieldName) { value in
            guard let value, value.count < minimum else { return nil }
            return ValidationFailure(
                errorCode: "MinimumLength",
                template: "The length of '{PropertyName}' must be at least \(minimum) characters."
                    + " You entered \(value.count) characters.",
                placeholders: ["MinLength": "\(minimum)", "TotalLength": "\(value.count)"])
        }
    }

    /// Fails (`MaximumLength`) when the text is longer than `maximum`; nil passes.
    public static func maximumLength(
        _ keyPath: any KeyPath<Request, String?> & Sendable, _ fieldName: String, _ maximum: Int
    ) -> Validator {
        on(keyPath, fieldName) { value in
            guard let value, value.count > maximum else { return nil }
            return ValidationFailure(
                errorCode: "MaximumLength",
                template: "The length of '{PropertyName}' must be \(maximum) characters or fewer."
                    + " You entered \(value.count) characters.",
                placeholders: ["MaxLength": "\(maximum)", "TotalLength": "\(value.count)"])
        }
    }

    /// Fails (`RegularExpression`) unless the whole text matches `pattern`; nil passes.
    public static func matches(
        _ keyPath: any KeyPath<Request, String?> & Sendable, _ fieldName: String, pattern: String
    ) -> Validator {
        on(keyPath, fieldName) { value in
            guard let value, !wholeMatch(value, pattern: pattern) else { return nil }
            return ValidationFailure(
                errorCode: "RegularExpression", template: "'{PropertyName}' is not in the correct format.",
                placeholders: ["RegularExpression": pattern])
        }
    }

    /// A custom rule: fails with `errorCode` and `message` (`{PropertyName}` is replaced) when `isValid` is false.
    public static func must<Value>(
        _ keyPath: any KeyPath<Request, Value> & Sendable, _ fieldName: String, errorCode: String = "Predicate",
        message: String = "The specified condition was not met for '{PropertyName}'.",
        _ isValid: @escaping @Sendable (Value) -> Bool
    ) -> Validator {
        on(keyPath, fieldName) { value in
            isValid(value) ? nil : ValidationFailure(errorCode: errorCode, template: message, placeholders: [:])
        }
    }

    private static func isEmailAddress(_ text: String) -> Bool {
        guard let at = text.firstIndex(of: "@") else { return false }
        return at != text.startIndex && text.index(after: at) != text.endIndex && text.lastIndex(of: "@") == at
    }

    private static func wholeMatch(_ text: String, pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: "^(?:\(pattern))$") else { return false }
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, range: range) != nil
    }
}
