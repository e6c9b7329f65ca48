import Foundation

extension Error {
    /// The `ResponseStatus` of a service error; for other errors, one describing the failure.
    public var responseStatus: ResponseStatus { toResponseStatus() }

    /// Converts any error into a `ResponseStatus`, as ServiceStack.Swift does.
    public func toResponseStatus() -> ResponseStatus {
        if let error = self as? ServiceClientError {
            return ResponseStatus(errorCode: error.code, message: error.description)
        }
        return (self as NSError).responseStatusFromUserInfo()
    }
}

extension NSError {
    /// The `ResponseStatus` carried in this error's `userInfo` (ServiceStack.Swift's layout).
    public var responseStatus: ResponseStatus { responseStatusFromUserInfo() }

    func responseStatusFromUserInfo() -> ResponseStatus {
        if let error = self as? WebServiceError { return error.status.toResponseStatus() }
        var lower: [String: Any] = [:]
        for (key, value) in userInfo { lower[key.lowercased()] = value }
        let status = ResponseStatus()
        status.errorCode = (lower["errorcode"] as? String) ?? (lower["statuscode"].map { "\($0)" })
        status.message =
            (lower["message"] as? String) ?? (lower["statusdescription"] as? String)
            ?? localizedDescription
        status.stackTrace = lower["stacktrace"] as? String
        if let errors = lower["errors"] as? [[String: Any]] {
            status.errors = errors.map { item in
                var fields: [String: Any] = [:]
                for (key, value) in item { fields[key.lowercased()] = value }
                return ResponseError(
                    errorCode: fields["errorcode"] as? String, fieldName: fields["fieldname"] as? String,
                    message: fields["message"] as? String, meta: fields["meta"] as? [String: String] ?? [:])
            }
        }
        return status
    }
}
