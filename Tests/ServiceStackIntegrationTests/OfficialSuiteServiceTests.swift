import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackWire
import TestServices
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The calls ServiceStack.Swift's own network tests make to ServiceStack's test server (`FileUploadTests`,
/// `AuthTests`), made the same way against this test server, plus its AutoQuery CRUD `Rockstar` services.
@Suite struct OfficialSuiteServiceTests {
    static func speechToText() -> (SpeechToText, [UploadFile]) {
        let request = SpeechToText()
        request.tag = "ztag"
        request.refId = "zid"
        return (request, [UploadFile(fileName: "test.txt", data: Data("Hello World".utf8), fieldName: "audio")])
    }

    static func expectSpeechToTextEcho(_ response: TextGenerationResponse) {
        #expect(
            response.results?.map(\.text) == ["audio, Audio 11, test.txt, text/plain", "Tag ztag", "RefId zid"])
    }

    /// `FileUploadTests.Can_Post_file_with_Request` and `Can_Post_file_with_Request_Async`.
    @Test(arguments: TransportKind.allCases)
    func speechToTextEchoesTheUploadedFileAndTheRequest(transport: TransportKind) async throws {
        let client = try await transport.client()
        let (request, files) = Self.speechToText()
        Self.expectSpeechToTextEcho(try await client.postFilesWithRequestAsync(request: request, files: files))
        let blocking = try await onOwnThread { try client.postFilesWithRequest(request: request, files: files) }
        Self.expectSpeechToTextEcho(blocking)
    }

    /// `AuthTests.Does_fetch_AccessToken_using_RefreshTokenCookies` (and its `_sync` twin): signed in by cookies,
    /// the access token revoked, `Secured` still answers the name it is sent.
    @Test(arguments: TransportKind.allCases)
    func securedAnswersItsNameAfterTheAccessTokenIsInvalidated(transport: TransportKind) async throws {
        let client = try await transport.client()
        _ = try await AuthTests.authenticate(client)
        #expect(client.getTokenCookie() != nil)
        #expect(client.getRefreshTokenCookie() != nil)
        let request = Secured()
        request.name = "test"
        #expect(try await client.sendAsync(request).result == "test")
        _ = try await client.postAsync(InvalidateLastAccessToken())
        #expect(try await client.sendAsync(request).result == "test")
        let blocking = try await onOwnThread { () throws -> String? in
            _ = try client.post(InvalidateLastAccessToken())
            return try client.send(request).result
        }
        #expect(blocking == "test")
        #expect(client.getTokenCookie() != nil)
    }

    /// ServiceStack's route for it, as ServiceStack's test DTOs carry it.
    @Test(arguments: TransportKind.allCases)
    func invalidateLastAccessTokenIsAtJwtInvalidate(transport: TransportKind) async throws {
        let client = try await transport.client()
        let auth = try await AuthTests.authenticate(client)
        let bearer = try await transport.client()
        bearer.bearerToken = auth.bearerToken
        let _: EmptyResponse = try await bearer.postAsync("/jwt-invalidate", request: InvalidateLastAccessToken())
        let error = try await #require(throws: WebServiceError.self) { _ = try await bearer.getAsync(Secured()) }
        #expect(error.statusCode == 401)
    }

    /// An anonymous caller may not revoke every token; the test user (an `Admin`) may.
    @Test(arguments: TransportKind.allCases)
    func expireAccessTokensNeedsAnAdmin(transport: TransportKind) async throws {
        let anonymous = try await transport.client()
        let error = try await #require(throws: WebServiceError.self) {
            _ = try await anonymous.postAsync(ExpireAccessTokens())
        }
        #expect(error.statusCode == 401)
    }

    @Test(arguments: TransportKind.allCases)
    func rockstarsQueryWithAutoQueryConventions(transport: TransportKind) async throws {
        let client = try await transport.client()
        let request = QueryRockstars()
        request.orderBy = "Id"
        let page = try await client.getAsync(request, query: ["firstName": "Kurt"])
        #expect(page.results.map(\.lastName) == ["Cobain"])
        let (data, response) = try #require(try await client.getDataAsync(url: "/rockstars?age=27&include=Total"))
        #expect(response.statusCode == 200)
        let all = try #require(fromJsonData(QueryResponse<Rockstar>.self, data))
        #expect((all.total ?? 0) >= 4)
        #expect(all.results.allSatisfy { $0.age == 27 })
    }

    /// Create, update, patch (an `IPatchDb` operation, sent with PATCH) and delete, signed in; anonymous writes are
    /// refused.
    @Test(arguments: TransportKind.allCases)
    func rockstarsCrudNeedsASignedInCaller(transport: TransportKind) async throws {
        let anonymous = try await transport.client()
        let create = CreateRockstarWithReturn()
        create.firstName = "Freddie-\(transport.rawValue)"
        create.lastName = "Mercury"
        create.age = 45
        let refused = try await #require(throws: WebServiceError.self) { _ = try await anonymous.postAsync(create) }
        #expect(refused.statusCode == 401)

        let client = try await transport.client()
        _ = try await AuthTests.authenticate(client)
        let created = try await client.postAsync(create)
        #expect(created.id > 0)
        #expect(created.result?.firstName == create.firstName)

        let methods = Locked<[String]>([])
        client.requestFilter = { request in methods.withLock { $0.append(request.httpMethod ?? "") } }
        let patch = PatchRockstar()
        patch.id = created.id
        patch.age = 46
        _ = try await client.patchAsync(patch)
        #expect(try await rockstar(created.id, client)?.age == 46)
        #expect(try await rockstar(created.id, client)?.lastName == "Mercury")

        let update = UpdateRockstar()
        update.id = created.id
        update.firstName = create.firstName
        update.age = 47
        _ = try await client.putAsync(update)
        #expect(try await rockstar(created.id, client)?.lastName == nil)

        let delete = DeleteRockstar()
        delete.id = created.id
        _ = try await client.deleteAsync(delete)
        #expect(try await rockstar(created.id, client) == nil)
        #expect(Array(methods.current.prefix(1)) == ["PATCH"])
    }

    private func rockstar(_ id: Int, _ client: JsonServiceClient) async throws -> Rockstar? {
        try await client.getAsync(QueryRockstars(), query: ["id": "\(id)"]).results.first
    }
}
