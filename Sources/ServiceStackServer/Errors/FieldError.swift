import ServiceStack

/// One field error, written as a `ResponseError` in `responseStatus.errors`: the client's
/// `ResponseStatusValue.FieldError`, so what a server reports is what a client reads.
public typealias FieldError = ResponseStatusValue.FieldError
