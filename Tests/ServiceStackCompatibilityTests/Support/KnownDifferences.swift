import Testing

/// Where our `ServiceStack` module still behaves unlike ServiceStack.Swift 6.0.5 without the README saying so.
/// Each test that meets one checks the official behaviour inside `withKnownIssue`, so the difference shows in the
/// test output and the test fails once the module matches (then the marker goes).
enum KnownDifferences {
    static let basePathWithoutTrailingSlash: Comment =
        "basePath reads \"api\"; ServiceStack.Swift's getter returns the rest of replyUrl, \"api/\""
    static let errorCodeWithoutResponseStatus: Comment =
        "an error response without a ResponseStatus gets errorCode \"NotFound\"; ServiceStack.Swift uses the status code, \"404\""
    static let createUrlDoesNotPopulate: Comment =
        "createUrl(dto:query:) leaves the DTO alone; ServiceStack.Swift first copies the client's bearerToken, sessionId and version into it"
    static let officeOpenXmlMimeTypes: Comment =
        "getMimeType gives the Office Open XML types for xlsx and pptx; ServiceStack.Swift gives application/vnd.ms-excel and application/vnd.ms-powerpoint"
    static let underscoreKeysNotMapped: Comment =
        "createDecoder() reads a \"_name\" key only into a \"_name\" property; ServiceStack.Swift's decoder drops the underscore"
    static let emptyBodyIsAnError: Comment =
        "a typed call whose response has no body throws decodingFailed; ServiceStack.Swift returns an empty instance (Factory<T>.create())"
    static let doubleFromStringIsStrict: Comment =
        "Double.fromString gives nil for text that is not a number; ServiceStack.Swift reads it as NSString.doubleValue does (0 for \"abc\", 2.5 for \"2.5kg\")"
    static let emptySingleValueBoolIsFalse: Comment =
        "EmptyDecoder's single-value container decodes Bool as false; ServiceStack.Swift's gives true (so Factory<Bool>.create() is true)"
    static let nilTimeSpanLeftOut: Comment =
        "a nil @TimeSpan property is left out of the JSON; ServiceStack.Swift writes it as null"
    static let convertIfPresentFallsBackToDecoding: Comment =
        "convertIfPresent decodes the value itself when no converter is registered for the type; ServiceStack.Swift returns nil"
    static let fetchNewAccessTokenAsyncThrows: Comment =
        "fetchNewAccessTokenAsync() throws the server's error; ServiceStack.Swift catches it and returns false"
}
