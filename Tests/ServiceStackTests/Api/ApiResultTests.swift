import Foundation
import ServiceStack
import Testing

/// `ApiResult`'s state and its form helpers, without a server.
@Suite struct ApiResultTests {
    @Test func aNewResultHasNeitherResponseNorError() {
        let result = ApiResult<String>()
        #expect(!result.completed)
        #expect(!result.failed)
        #expect(!result.succeeded)
        #expect(result.errors.isEmpty)
        #expect(result.errorSummary == nil)
        #expect(!result.showSummary())
        #expect(result.summaryMessage() == nil)
    }

    @Test func addFieldErrorOnAFreshResultMakesItFail() {
        var result = ApiResult<String>()
        result.addFieldError("Name", message: "Name is required")
        #expect(result.failed)
        #expect(result.completed)
        #expect(result.errorCode == ApiResultErrorCode.validation)
        #expect(result.errorMessage == "Name is required")
        #expect(result.fieldErrorMessage("name") == "Name is required")
        #expect(result.fieldError("NAME")?.errorCode == "ValidationException")
        #expect(result.hasFieldError("name"))
        #expect(result.errorSummary == nil)
    }

    @Test func addFieldErrorReplacesTheFieldsErrorAndKeepsOthers() {
        var result = ApiResult<String>()
        result.addFieldError("name", message: "first")
        result.addFieldError("email", message: "bad email", errorCode: "Email")
        result.addFieldError("NAME", message: "second", errorCode: "NotEmpty")
        #expect(result.errors.count == 2)
        #expect(result.fieldError("name")?.message == "second")
        #expect(result.fieldError("name")?.errorCode == "NotEmpty")
        #expect(result.fieldError("name")?.fieldName == "name")
        #expect(result.fieldErrorMessage("email") == "bad email")
        // The status made by the first call keeps its message.
        #expect(result.errorMessage == "first")
    }

    @Test func setErrorSetsMessageAndCodeKeepingFieldErrors() {
        var result = ApiResult<String>()
        result.setError("Something went wrong")
        #expect(result.failed)
        #expect(result.errorCode == "Exception")
        #expect(result.errorSummary == "Something went wrong")
        result.addFieldError("name", message: "required")
        result.setError("Try again", errorCode: "Retry")
        #expect(result.errorMessage == "Try again")
        #expect(result.errorCode == "Retry")
        #expect(result.fieldErrorMessage("name") == "required")
    }

    @Test func resetForgetsResponseAndError() {
        var result = ApiResult(response: "done")
        result.setError("late failure")
        #expect(!result.succeeded)
        result.clearErrors()
        #expect(result.succeeded)
        result.setError("again")
        result.reset()
        #expect(!result.completed)
        #expect(result.response == nil)
        #expect(result.error == nil)
    }

    @Test func aResponseWithoutErrorSucceeds() {
        let result = ApiResult(response: 42)
        #expect(result.succeeded)
        #expect(result.completed)
        #expect(!result.failed)
    }

    @Test func anErrorWithOnlyFieldErrorsHasNotFailed() {
        let status = ResponseStatusValue(
            errorCode: nil, message: nil, errors: [.init(errorCode: "NotEmpty", fieldName: "Name", message: "req")])
        let result = ApiResult<String>(error: status)
        #expect(result.completed)
        #expect(!result.failed)
        #expect(result.hasFieldError("name"))
    }

    @Test func summaryShowsTheFirstErrorOfAFieldTheFormDoesNotShow() {
        var result = ApiResult<String>(error: ResponseStatus(errorCode: "NotEmpty", message: "top"))
        result.addFieldError("Name", message: "name missing", errorCode: "NotEmpty")
        result.addFieldError("Age", message: "too young", errorCode: "GreaterThan")
        #expect(result.showSummary())
        #expect(result.summaryMessage() == "name missing")
        #expect(!result.showSummary(exceptFields: ["name"]))
        #expect(result.summaryMessage(exceptFields: ["name"]) == nil)
        #expect(result.summaryMessage(exceptFields: ["email"]) == "name missing")
        let plain = ApiResult<String>(error: ResponseStatus(errorCode: "Exception", message: "top"))
        #expect(plain.summaryMessage(exceptFields: ["name"]) == "top")
    }

    @Test func errorIsACopyAndAssigningItReplacesTheError() {
        var result = ApiResult<String>()
        result.error = ResponseStatus(errorCode: "Conflict", message: "taken")
        #expect(result.errorCode == "Conflict")
        result.error?.message = "changed on a copy"
        #expect(result.errorMessage == "taken")
        result.error = nil
        #expect(!result.completed)
    }

    @Test func sendableWhenTheResponseIs() async {
        let result = ApiResult(response: "text")
        let copy = await Task.detached { result }.value
        #expect(copy.response == "text")
    }

    @Test func clientErrorCodesMatchTheDocumentedCodes() {
        #expect(ServiceClientError.connectionFailed(url: "u", reason: "r").code == ApiResultErrorCode.connectionFailed)
        #expect(ServiceClientError.timedOut(url: "u").code == ApiResultErrorCode.timedOut)
        #expect(
            ServiceClientError.decodingFailed(type: "T", reason: "r", body: Data()).code
                == ApiResultErrorCode.decodingFailed)
        #expect(ServiceClientError.invalidResponse(url: "u", reason: "r").code == ApiResultErrorCode.invalidResponse)
    }
}
