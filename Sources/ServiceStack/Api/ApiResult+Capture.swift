import Foundation

extension ApiResult {
    /// Runs `call` and keeps its response, or turns whatever it throws into the result's error.
    static func capture(_ call: () async throws -> Response) async -> ApiResult {
        do {
            return ApiResult(response: try await call())
        } catch {
            return ApiResult(error: ApiResultErrors.status(of: error))
        }
    }
}

/// How an `api()` call's failure becomes an `ApiResult` error.
enum ApiResultErrors {
    static func status(of error: any Error) -> ResponseStatusValue {
        switch error {
        case let serviceError as WebServiceError:
            return statusCarryingCode(serviceError)
        case let clientError as ServiceClientError:
            return ResponseStatusValue(errorCode: clientError.code, message: clientError.description)
        case is CancellationError:
            return cancelled
        default:
            if (error as? URLError)?.code == .cancelled { return cancelled }
            let status = ResponseStatusValue(error.toResponseStatus())
            return ResponseStatusValue(
                errorCode: status.errorCode ?? String(describing: type(of: error)),
                message: status.message ?? "\(error)", stackTrace: status.stackTrace, errors: status.errors,
                meta: status.meta)
        }
    }

    private static let cancelled = ResponseStatusValue(
        errorCode: ApiResultErrorCode.cancelled, message: "The call was cancelled before its response arrived")

    /// The server's status; one with field errors only gets the HTTP status name and reason, so the result fails.
    private static func statusCarryingCode(_ error: WebServiceError) -> ResponseStatusValue {
        var status = error.status
        if status.errorCode == nil && status.message == nil {
            status.errorCode = HTTPStatusNames.errorCode(error.statusCode)
            status.message = error.statusDescription
        }
        return status
    }
}
