import Foundation
import ServiceStack
import ServiceStackTesting
import ServiceStackWire
import Testing

@Suite struct ErrorHandlingTests {
    static let validationBody = #"""
        {"responseStatus":{"errorCode":"InclusiveBetween","message":"'Age' must be between 1 and 120. You entered 0.","errors":[{"errorCode":"InclusiveBetween","fieldName":"Age","message":"'Age' must be between 1 and 120. You entered 0."}]}}
        """#

    @Test func errorStatusBecomesTypedErrorWithFieldErrors() async throws {
        let (client, _) = stubbedClient { $0.on(path: "/Hello", StubResponse(status: 400, json: Self.validationBody)) }
        let error = try await #require(throws: WebServiceError.self) { try await client.getAsync(Hello()) }
        #expect(error.statusCode == 400)
        #expect(error.serviceErrorCode == "InclusiveBetween")
        #expect(error.fieldError("age")?.message == "'Age' must be between 1 and 120. You entered 0.")
        #expect(error.responseStatus.errors.count == 1)
    }

    @Test func errorBridgesToNSErrorLikeServiceStackSwift() async throws {
        let (client, _) = stubbedClient { $0.on(path: "/Hello", StubResponse(status: 400, json: Self.validationBody)) }
        do {
            _ = try await client.getAsync(Hello())
            Issue.record("expected an error")
        } catch let error as NSError {
            #expect(error.code == 400)
            #expect(error.responseStatus.errorCode == "InclusiveBetween")
            #expect(error.responseStatus.errors.first?.fieldName == "Age")
            #expect(error.userInfo["statusCode"] as? Int == 400)
        }
        #expect(client.lastError?.code == 400)
    }

    @Test func htmlBadGatewayGivesClearError() async throws {
        let (client, _) = stubbedClient {
            $0.on(
                path: "/Hello",
                StubResponse(status: 502, headers: ["Content-Type": "text/html"], body: Data("<html>bad</html>".utf8)))
        }
        let error = try await #require(throws: WebServiceError.self) { try await client.getAsync(Hello()) }
        #expect(error.statusCode == 502)
        #expect(error.serviceErrorCode == "BadGateway")
        #expect(error.message == "Bad Gateway")
        #expect(error.bodyText == "<html>bad</html>")
    }

    @Test func emptyServerErrorGivesClearError() async throws {
        let (client, _) = stubbedClient { $0.on(path: "/Hello", StubResponse(status: 500)) }
        let error = try await #require(throws: WebServiceError.self) { try await client.getAsync(Hello()) }
        #expect(error.serviceErrorCode == "InternalServerError")
        #expect(error.responseStatus.message == "Internal Server Error")
    }

    @Test func malformedSuccessBodyIsADecodingError() async throws {
        let (client, _) = stubbedClient { $0.on(path: "/Hello", StubResponse(json: #"{"result":"#)) }
        let error = try await #require(throws: ServiceClientError.self) { try await client.getAsync(Hello()) }
        guard case .decodingFailed(let type, _, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(type == "HelloResponse")
    }

    @Test func wrongShapeNamesTheJsonPath() async throws {
        let (client, _) = stubbedClient {
            $0.on(path: "/QueryRockstars", StubResponse(json: #"{"results":[{"id":"x"}]}"#))
        }
        let error = try await #require(throws: ServiceClientError.self) { try await client.getAsync(QueryRockstars()) }
        #expect(error.description.contains("results.[0].id") || error.description.contains("results[0].id"))
    }

    /// An empty body is not an empty DTO: a typed call that gets none fails instead of passing for a response.
    @Test(arguments: [200, 204])
    func emptySuccessBodyIsADecodingError(status: Int) async throws {
        let (client, _) = stubbedClient { $0.on(path: "/Hello", StubResponse(status: status)) }
        let error = try await #require(throws: ServiceClientError.self) { try await client.getAsync(Hello()) }
        guard case .decodingFailed(let type, let reason, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(type == "HelloResponse")
        #expect(reason.contains("empty"))
    }

    @Test func errorCallbacksRunInstanceThenGlobal() async throws {
        let (client, _) = stubbedClient { $0.on(path: "/Hello", StubResponse(status: 404, json: "{}")) }
        let calls = Locked<[String]>([])
        client.onError = { error in calls.withLock { $0.append("instance \(error.code)") } }
        JsonServiceClient.Global.onError = { error in calls.withLock { $0.append("global \(error.code)") } }
        // Only this hook: tests in other suites set other global hooks at the same time.
        defer { JsonServiceClient.Global.onError = nil }
        _ = try? await client.getAsync(Hello())
        #expect(calls.current.contains("instance 404"))
        #expect(calls.current.contains("global 404"))
    }

    @Test func invalidBaseUrlIsATypedErrorNotACrash() async throws {
        let client = JsonServiceClient(baseUrl: "not a url")
        await #expect(throws: ServiceClientError.self) { try await client.getAsync(Hello()) }
    }
}
