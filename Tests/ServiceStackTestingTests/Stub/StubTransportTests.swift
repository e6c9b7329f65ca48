import Foundation
import ServiceStack
import ServiceStackTesting
import ServiceStackWire
import Testing

@Suite struct StubTransportTests {
    let stub = StubTransport()
    var client: JsonServiceClient { stub.client() }

    @Test func answersByRequestTypeWithTheDecodedPostedDto() async throws {
        stub.on(CreateBook.self) { request in
            BookResponse(book: Book(id: 7, title: request.title))
        }
        let response = try await client.postAsync(CreateBook(title: "Dune", authors: ["Herbert"]))
        #expect(response.book?.id == 7)
        #expect(response.book?.title == "Dune")
    }

    @Test func decodesGetRequestsFromTheQueryString() async throws {
        stub.on(SearchBooks.self) { request in
            BooksResponse(
                results: [Book(id: 1, title: "\(request.query ?? "")/\(request.tag ?? "")")], total: request.take)
        }
        let response = try await client.getAsync(SearchBooks(query: "dune", take: 5, tag: "42"))
        #expect(response.total == 5)
        #expect(response.results?.first?.title == "dune/42")
    }

    @Test func decodesCollectionsAndQuotedTextFromTheQueryString() async throws {
        stub.on(SearchBooks.self) { request in
            #expect(request.ids == [1, 2])
            #expect(request.labels == ["a,b", "7", "c\"d"])
            #expect(request.onlyAvailable == true)
            #expect(request.range == ["from": 1, "to": 9])
            return BooksResponse(total: 0)
        }
        let search = SearchBooks(query: "[x]")
        search.ids = [1, 2]
        search.labels = ["a,b", "7", "c\"d"]
        search.onlyAvailable = true
        search.range = ["from": 1, "to": 9]
        _ = try await client.getAsync(search)
        #expect(try stub.last.unwrap().decode(SearchBooks.self).query == "[x]")
    }

    @Test func voidRequestsAnswerNoContent() async throws {
        let deleted = Locked<[Int]>([])
        stub.on(DeleteBook.self) { request in deleted.withLock { $0.append(request.id ?? 0) } }
        try await client.deleteAsync(DeleteBook(id: 3))
        #expect(deleted.current == [3])
    }

    @Test func answersByRouteAndVerb() async throws {
        stub.on(path: "/books/search", method: "GET", StubResponse(json: #"{"total":1}"#))
        stub.on(path: "/books/search", StubResponse(json: #"{"total":2}"#))
        let get: BooksResponse = try await client.getAsync("/books/search")
        let post: BooksResponse = try await client.postAsync("/books/search", request: SearchBooks())
        #expect(get.total == 1)
        #expect(post.total == 2)
    }

    @Test func firstMatchingRuleWins() async throws {
        stub.on({ $0.query("query") == "special" }, StubResponse(json: #"{"total":99}"#))
        stub.on(SearchBooks.self, try .value(BooksResponse(total: 1)))
        stub.on({ _ in true }, StubResponse(json: #"{"total":-1}"#))
        #expect(try await client.getAsync(SearchBooks(query: "special")).total == 99)
        #expect(try await client.getAsync(SearchBooks(query: "other")).total == 1)
    }

    @Test func answersFromFixtureFiles() async throws {
        stub.on(SearchBooks.self, try .fixture(fixtureURL("books.json")))
        let response = try await client.getAsync(SearchBooks())
        #expect(response.results?.map(\.title) == ["Dune", "Hyperion"])
    }

    @Test func errorResponsesArriveAsTypedErrors() async throws {
        stub.on(
            CreateBook.self,
            .error(
                status: 400, errorCode: "ValidationException", message: "Title is required",
                fieldErrors: [ResponseError(errorCode: "NotEmpty", fieldName: "Title", message: "Required")]))
        do {
            _ = try await client.postAsync(CreateBook())
            Issue.record("expected an error")
        } catch let error as WebServiceError {
            #expect(error.statusCode == 400)
            #expect(error.serviceErrorCode == "ValidationException")
            #expect(error.message == "Title is required")
            #expect(error.fieldErrors.map(\.fieldName) == ["Title"])
        }
    }

    @Test func typedRespondersThrowErrorResponses() async throws {
        stub.on(CreateBook.self) { request in
            guard request.title != nil else { throw StubResponse.error(status: 422, errorCode: "NoTitle") }
            return BookResponse(book: Book(id: 1, title: request.title))
        }
        let error = try await #require(throws: WebServiceError.self) { _ = try await client.postAsync(CreateBook()) }
        #expect(error.statusCode == 422)
        #expect(error.serviceErrorCode == "NoTitle")
        #expect(try await client.postAsync(CreateBook(title: "Ok")).book?.id == 1)
    }

    @Test func unmatchedRequestsGet404AndAreListed() async throws {
        await #expect(throws: WebServiceError.self) { try await client.getAsync(SearchBooks()) }
        #expect(stub.unmatched.map(\.description) == ["GET /api/SearchBooks"])
    }

    @Test func delaysResponses() async throws {
        stub.on(SearchBooks.self, try StubResponse.value(BooksResponse(total: 1)).delayed(by: .milliseconds(150)))
        let start = ContinuousClock.now
        _ = try await client.getAsync(SearchBooks())
        #expect(ContinuousClock.now - start >= .milliseconds(150))
    }

    @Test func cancellationEndsADelay() async throws {
        stub.on(SearchBooks.self, StubResponse(json: "{}").delayed(by: .seconds(30)))
        let client = self.client
        let task = Task { _ = try await client.getAsync(SearchBooks()) }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func recordsEveryRequestInOrder() async throws {
        stub.on({ _ in true }, StubResponse(json: "{}"))
        _ = try await client.getAsync(SearchBooks(query: "a"))
        _ = try await client.postAsync(CreateBook(title: "b"))
        try await client.deleteAsync(DeleteBook(id: 1))
        #expect(
            stub.recorded.map(\.description) == [
                "GET /api/SearchBooks?query=a", "POST /api/CreateBook", "DELETE /api/DeleteBook?id=1",
            ])
        #expect(stub.recorded(CreateBook.self).count == 1)
        #expect(try stub.recorded(CreateBook.self).first?.decode(CreateBook.self).title == "b")
        stub.clearRecorded()
        #expect(stub.recorded.isEmpty)
    }
}
