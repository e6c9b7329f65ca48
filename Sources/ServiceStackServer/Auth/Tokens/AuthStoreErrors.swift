/// What a request is told when a store the auth feature needs cannot answer.
enum AuthStoreErrors {
    /// A 503: the request may succeed once the store is back.
    static let unavailable = HttpError(
        status: 503, message: "The auth store is unavailable, try again later", errorCode: "ServiceUnavailable")
}
