import ServiceStack
import ServiceStackTesting
import XCTest

/// The expectations also serve XCTest: a throwing test method fails with the failure's description.
final class XCTestUsageTests: XCTestCase {
    func testExpectationsInXCTest() async throws {
        let stub = StubTransport()
        stub.on(CreateBook.self) { request in BookResponse(book: Book(id: 1, title: request.title)) }
        let response = try await stub.client().postAsync(CreateBook(title: "Dune"))
        XCTAssertEqual(response.book?.title, "Dune")

        let sent = try stub.last.unwrap()
        XCTAssertNoThrow(try sent.expect(path: "/api/CreateBook", method: "POST").expect(json: #"{"title":"Dune"}"#))
        XCTAssertThrowsError(try sent.expect(json: #"{"title":"Emma"}"#)) { error in
            XCTAssertEqual(
                String(describing: error),
                "JSON payload of POST /api/CreateBook does not match:\n  $.title: expected \"Emma\", got \"Dune\"")
        }
    }
}
