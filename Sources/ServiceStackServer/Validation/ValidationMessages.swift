/// The English messages ServiceStack's validators (FluentValidation's defaults) produce.
enum ValidationMessages {
    /// `FirstName` → `First Name`, as validation messages show property names.
    static func displayName(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if let previous, character.isUppercase, previous.isLowercase || previous.isNumber {
                result.append(" ")
            }
            result.append(character)
            previous = character
        }
        return result
    }

    /// How a value appears in a message, as .NET prints it: `5` for 5.0, nothing for nil.
    static func text(_ value: Any) -> String {
        if let optional = value as? any OptionalValue { return optional.wrappedText ?? "" }
        if let number = value as? Double, number.rounded() == number, abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(value)"
    }
}

/// Lets messages print an optional's wrapped value without `Optional(...)`.
protocol OptionalValue {
    var wrappedText: String? { get }
}

extension Optional: OptionalValue {
    var wrappedText: String? { map { ValidationMessages.text($0) } }
}
