import ServiceStackServer

extension ThrowValidation: ValidatedRequest {
    package static var validators: [Validator<ThrowValidation>] {
        [.inclusiveBetween(\.age, "Age", 1...120), .notEmpty(\.required, "Required"), .email(\.email, "Email")]
    }
}
