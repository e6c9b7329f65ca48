/// A request DTO with declarative validation rules, checked before its service runs.
///
/// ```swift
/// extension CreateUser: ValidatedRequest {
///     static var validators: [Validator<CreateUser>] {
///         [.notEmpty(\.name, "Name"), .inclusiveBetween(\.age, "Age", 1...120), .email(\.email, "Email")]
///     }
/// }
/// ```
/// Failing rules answer 400 with one field error each, as a ServiceStack server does.
public protocol ValidatedRequest {
    /// The type the rules read; the request type itself (a protocol on a non-final class cannot say `Self`).
    associatedtype Validated = Self
    /// The rules, checked in order; each failing rule adds one field error.
    static var validators: [Validator<Validated>] { get }
}

extension ValidatedRequest {
    /// The field errors of every failing rule, in declaration order.
    public func validationErrors() -> [FieldError] {
        guard let subject = self as? Validated else { return [] }
        return Self.validators.compactMap { $0.check(subject) }
    }

    func throwIfInvalid() throws {
        let errors = validationErrors()
        if !errors.isEmpty { throw ValidationError(errors) }
    }
}

enum RequestValidation {
    /// Whether requests of `type` have rules (checked once, at registration).
    static func hasRules(_ type: Any.Type) -> Bool {
        type is any ValidatedRequest.Type
    }

    /// Validates `request` when its type adopts `ValidatedRequest`.
    static func validate(_ request: Any) throws {
        if let validated = request as? any ValidatedRequest { try validated.throwIfInvalid() }
    }
}
