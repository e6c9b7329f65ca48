import Foundation
import ServiceStack

/// One validation rule on one property of `Request`.
public struct Validator<Request>: Sendable {
    /// The property's wire name, e.g. `Age`.
    public let fieldName: String
    let check: @Sendable (Request) -> FieldError?

    /// A rule that reports the field error `check` returns (nil: valid).
    public init(fieldName: String, check: @escaping @Sendable (Request) -> FieldError?) {
        self.fieldName = fieldName
        self.check = check
    }

    /// The field error for `request`, or nil when the rule passes.
    public func validate(_ request: Request) -> FieldError? { check(request) }

    /// A rule on the value at `keyPath`; `failure` describes a failing value, or returns nil when it is valid.
    static func on<Value>(
        _ keyPath: any KeyPath<Request, Value> & Sendable, _ fieldName: String,
        _ failure: @escaping @Sendable (Value) -> ValidationFailure?
    ) -> Validator {
        Validator(fieldName: fieldName) { request in
            failure(request[keyPath: keyPath])?.fieldError(fieldName: fieldName)
        }
    }
}

/// What a failing rule reports before the property's name is known.
struct ValidationFailure {
    let errorCode: String
    /// The message with `{PropertyName}` where the property's display name goes.
    let template: String
    let placeholders: [String: String]

    func fieldError(fieldName: String) -> FieldError {
        let displayName = ValidationMessages.displayName(fieldName)
        let message = template.replacingOccurrences(of: "{PropertyName}", with: displayName)
        var meta = placeholders
        meta["PropertyName"] = displayName
        return FieldError(errorCode: errorCode, fieldName: fieldName, message: message, meta: meta)
    }
}
