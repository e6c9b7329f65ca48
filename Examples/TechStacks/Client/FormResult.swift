import ServiceStack

/// Turns the `ApiResult` of a write into the `ApiResult` of the row it returns, which is what a form shows.
enum FormResult {
    static func map<Response, Row>(_ result: ApiResult<Response>, _ row: (Response) -> Row?) -> ApiResult<Row> {
        if let status = result.errorStatus { return ApiResult(error: status) }
        if let response = result.response, let value = row(response) { return ApiResult(response: value) }
        var missing = ApiResult<Row>()
        missing.setError("The server's response has no result", errorCode: ApiResultErrorCode.invalidResponse)
        return missing
    }
}
