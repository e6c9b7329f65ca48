import Foundation

/// The outcome of an `api()` call: the response, or the error that took its place. Never both.
///
/// `api()` never throws: HTTP errors keep the server's `ResponseStatus` (field errors included), and failures
/// that never reached a service (the server unreachable, a timeout, a body that does not decode, the task
/// cancelled) become an error with one of the codes in ``ApiResultErrorCode``. A form can bind its field
/// messages straight to ``fieldErrorMessage(_:)`` and its summary to ``summaryMessage(exceptFields:)``.
///
/// Field names match without regard to case, as ServiceStack matches them.
public struct ApiResult<Response> {
    /// The response, when the call succeeded.
    public var response: Response?
    /// The error, when the call failed (or one added with ``setError(_:errorCode:)`` or
    /// ``addFieldError(_:message:errorCode:)``).
    public var errorStatus: ResponseStatusValue?

    /// A result that has neither a response nor an error yet (``completed`` is false).
    public init() {}

    /// A successful result.
    public init(response: Response) {
        self.response = response
    }

    /// A failed result with `error`.
    public init(error: ResponseStatusValue) {
        self.errorStatus = error
    }

    /// A failed result with a copy of `error`.
    public init(error: ResponseStatus) {
        self.errorStatus = ResponseStatusValue(error)
    }

    /// The error as a `ResponseStatus`, ServiceStack's DTO class.
    ///
    /// Each read returns a new instance copied from ``errorStatus``: changing its properties does not change the
    /// result. Assign a status, or use ``setError(_:errorCode:)`` and ``addFieldError(_:message:errorCode:)``.
    public var error: ResponseStatus? {
        get { errorStatus?.toResponseStatus() }
        set { errorStatus = newValue.map(ResponseStatusValue.init) }
    }

    /// True once there is a response or an error.
    public var completed: Bool { response != nil || errorStatus != nil }

    /// True when the error has a code or a message.
    public var failed: Bool { errorStatus?.errorCode != nil || errorStatus?.message != nil }

    /// True when there is a response and no error.
    public var succeeded: Bool { !failed && response != nil }

    /// The error's message.
    public var errorMessage: String? { errorStatus?.message }

    /// The error's code: the server's (an exception name, a validator's code such as `NotEmpty`, an HTTP status
    /// name such as `NotFound`) or one of ``ApiResultErrorCode``.
    public var errorCode: String? { errorStatus?.errorCode }

    /// The field errors; empty when there are none.
    public var errors: [ResponseStatusValue.FieldError] { errorStatus?.errors ?? [] }

    /// The error's message when no field has an error of its own, else nil: what a form shows above its fields
    /// when there is no field to show the error beside.
    public var errorSummary: String? { errorStatus != nil && errors.isEmpty ? errorMessage : nil }

    /// The first error for `fieldName`, matched without regard to case.
    public func fieldError(_ fieldName: String) -> ResponseStatusValue.FieldError? {
        errors.first { $0.fieldName?.caseInsensitiveCompare(fieldName) == .orderedSame }
    }

    /// The message of the first error for `fieldName`, matched without regard to case.
    public func fieldErrorMessage(_ fieldName: String) -> String? { fieldError(fieldName)?.message }

    /// True when `fieldName` has an error, matched without regard to case.
    public func hasFieldError(_ fieldName: String) -> Bool { fieldError(fieldName) != nil }

    /// True when the call failed and none of `exceptFields` (the fields a form shows errors beside) has an error,
    /// so the form should show a summary instead.
    public func showSummary(exceptFields: [String] = []) -> Bool {
        failed && !exceptFields.contains(where: hasFieldError)
    }

    /// The message a form shows above its fields: nil unless ``showSummary(exceptFields:)``, else the first field
    /// error for a field not in `exceptFields`, else the error's message.
    public func summaryMessage(exceptFields: [String] = []) -> String? {
        guard showSummary(exceptFields: exceptFields) else { return nil }
        let shown = Set(exceptFields.map { $0.lowercased() })
        let hidden = errors.first { !shown.contains(($0.fieldName ?? "").lowercased()) }
        return hidden?.message ?? errorMessage
    }

    /// Records an error for `fieldName` (replacing the one it had), for checks a form makes before it calls.
    ///
    /// On a result without an error this makes one whose code is `errorCode` and whose message is `message`,
    /// so ``failed`` becomes true.
    public mutating func addFieldError(
        _ fieldName: String, message: String, errorCode: String = ApiResultErrorCode.validation
    ) {
        var status = errorStatus ?? ResponseStatusValue(errorCode: errorCode, message: message)
        let fieldError = ResponseStatusValue.FieldError(errorCode: errorCode, fieldName: fieldName, message: message)
        if let index = status.errors.firstIndex(where: {
            $0.fieldName?.caseInsensitiveCompare(fieldName) == .orderedSame
        }) {
            status.errors[index].errorCode = errorCode
            status.errors[index].message = message
        } else {
            status.errors.append(fieldError)
        }
        errorStatus = status
    }

    /// Sets the error's message and code, keeping its field errors.
    public mutating func setError(_ message: String, errorCode: String = ApiResultErrorCode.exception) {
        var status = errorStatus ?? ResponseStatusValue(errorCode: nil, message: nil)
        status.message = message
        status.errorCode = errorCode
        errorStatus = status
    }

    /// Removes the error, keeping the response.
    public mutating func clearErrors() {
        errorStatus = nil
    }

    /// Removes the response and the error: the result is no longer ``completed``, ready for the next call.
    public mutating func reset() {
        response = nil
        errorStatus = nil
    }
}

extension ApiResult: Sendable where Response: Sendable {}

/// The error codes of results whose failure did not come from a service.
public enum ApiResultErrorCode {
    /// The task was cancelled before the response arrived.
    public static let cancelled = "OperationCancelled"
    /// ``ApiResult/addFieldError(_:message:errorCode:)``'s default code (ServiceStack's `ValidationException`).
    public static let validation = "ValidationException"
    /// ``ApiResult/setError(_:errorCode:)``'s default code.
    public static let exception = "Exception"
    /// The server could not be reached: refused, DNS or TLS failure, connection lost
    /// (`ServiceClientError.connectionFailed`).
    public static let connectionFailed = "ConnectionFailed"
    /// No response arrived within the client's timeout (`ServiceClientError.timedOut`).
    public static let timedOut = "TimedOut"
    /// A successful response's body did not decode into the response type (`ServiceClientError.decodingFailed`).
    public static let decodingFailed = "DecodingFailed"
    /// The response was not valid HTTP or was cut short (`ServiceClientError.invalidResponse`).
    public static let invalidResponse = "InvalidResponse"
}
