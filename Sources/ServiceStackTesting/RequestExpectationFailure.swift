/// A request did not match an expectation; the description shows what was expected and what was sent.
///
/// Thrown by `RecordedRequest.expect(...)`, so a failing check fails a throwing Swift Testing or XCTest test
/// with a readable message.
public struct RequestExpectationFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was checked, e.g. `JSON payload`.
    public var subject: String
    /// The request, e.g. `POST /api/Hello`.
    public var request: String
    /// The differences, one per line.
    public var differences: [String]

    /// A failure of the expectation on `subject` for `request`, listing its `differences`.
    public init(subject: String, request: String, differences: [String]) {
        self.subject = subject
        self.request = request
        self.differences = differences
    }

    public var description: String {
        (["\(subject) of \(request) does not match:"] + differences.map { "  " + $0 }).joined(separator: "\n")
    }
}
