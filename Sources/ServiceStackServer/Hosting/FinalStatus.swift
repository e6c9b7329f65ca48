import HTTPTypes

/// The status a response is sent with: whatever a service asked for, made valid. A final response needs a
/// status from 200 to 599 (1xx are interim, others do not exist), so anything else is answered as 500.
struct FinalStatus {
    let value: HTTPResponse.Status

    init(_ requested: Int) {
        value = HTTPResponse.Status(code: (200...599).contains(requested) ? requested : 500)
    }

    /// 204 and 304 responses carry no body.
    var allowsBody: Bool { value.code != 204 && value.code != 304 }
}
