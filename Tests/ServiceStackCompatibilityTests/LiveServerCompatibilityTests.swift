import Foundation
import ServiceStack
import ServiceStackServer
import TestServices
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The only tests of this target that need a server: the test services on 127.0.0.1, over real HTTP.
enum CompatibilityServer {
    private static let started = Task { try await startTestServer() }

    static func baseUrl() async throws -> String {
        try await started.value.baseUrl
    }

    /// A client with cookies of its own (none in `HTTPCookieStorage.shared`).
    static func client() async throws -> JsonServiceClient {
        let client = JsonServiceClient(baseUrl: try await baseUrl())
        client.cookieStore = InMemoryCookieStore()
        return client
    }

    static func headers(_ echo: EchoQueryResponse) -> [String: String] {
        Dictionary(
            echo.headers.map { (($0.name ?? "").lowercased(), $0.value ?? "") },
            uniquingKeysWith: { a, _ in a })
    }
}

extension ServiceStackCompatibility {
    @Suite struct LiveServer {
        static let file = UploadFile(
            fileName: "upload.txt", data: Data("file contents".utf8), fieldName: "file")

        static func upload() -> TestFileUploads {
            let request = TestFileUploads()
            request.refId = "ref"
            return request
        }

        static func expectEveryAnswer(
            _ answers: ServiceClientAnswers<HelloResponse, TestFileUploadsResponse>
        ) {
            for (requirement, response) in answers.responses {
                #expect(response.result == "Hello, World!", "\(requirement)")
            }
            for (requirement, response) in answers.uploads {
                #expect(response.files.first?.fileName == "upload.txt", "\(requirement)")
                #expect(response.files.first?.contents == "file contents", "\(requirement)")
            }
            for (requirement, body, status) in answers.data {
                #expect(status == 200, "\(requirement)")
                #expect(String(decoding: body, as: UTF8.self).contains("Hello, World!"), "\(requirement)")
            }
        }

        @Test func everyBlockingServiceClientRequirementReachesTheServer() async throws {
            let client = try await CompatibilityServer.client()
            let base = try await CompatibilityServer.baseUrl()
            let absolute = try #require(URL(string: base + "api/Hello?name=World"))
            let uploadUrl = try #require(URL(string: base + "api/TestFileUploads"))
            let answers = try await onOwnThread {
                try ServiceClientRequirements.callBlockingRequirements(
                    on: client, request: Hello(name: "World"), void: HelloReturnVoid(),
                    relativeUrl: "/hello/World",
                    absoluteUrl: absolute, upload: Self.upload(), uploadUrl: uploadUrl, file: Self.file)
            }
            #expect(answers.responses.count == 14)
            #expect(answers.uploads.count == 12)
            #expect(answers.data.count == 2)
            #expect(answers.voidRequirements.count == 6)
            Self.expectEveryAnswer(answers)
        }

        @Test func everyAsyncServiceClientRequirementReachesTheServer() async throws {
            let client = try await CompatibilityServer.client()
            let base = try await CompatibilityServer.baseUrl()
            let answers = try await ServiceClientRequirements.callAsyncRequirements(
                on: client, request: Hello(name: "World"), void: HelloReturnVoid(),
                relativeUrl: "/hello/World",
                absoluteUrl: try #require(URL(string: base + "api/Hello?name=World")),
                upload: Self.upload(),
                uploadUrl: try #require(URL(string: base + "api/TestFileUploads")), file: Self.file)
            #expect(answers.responses.count == 13)
            #expect(answers.uploads.count == 12)
            #expect(answers.data.count == 2)
            #expect(answers.voidRequirements.count == 5)
            Self.expectEveryAnswer(answers)
        }

        @Test func sendAsyncUsesTheVerbMarkers() async throws {
            let client = try await CompatibilityServer.client()
            #expect(try await client.sendAsync(SendGet()).requestMethod == "GET")
            #expect(try await client.sendAsync(SendPost()).requestMethod == "POST")
            #expect(try await client.sendAsync(SendPut()).requestMethod == "PUT")
            #expect(try await client.sendAsync(SendDefault()).requestMethod == "POST")
            let blocking = try await onOwnThread { try client.send(SendPut()).requestMethod }
            #expect(blocking == "PUT")
        }

        @Test func urlVerbsSendTheirMethod() async throws {
            let client = try await CompatibilityServer.client()
            let url = try #require(URL(string: try await CompatibilityServer.baseUrl() + "echo/query"))
            let request = EchoQuery()
            let viaGet: EchoQueryResponse = try await client.getAsync(url: url)
            let viaPut: EchoQueryResponse = try await client.putAsync(url: url, request: request)
            let viaDelete: EchoQueryResponse = try await client.deleteAsync(url: url)
            let viaPatch: EchoQueryResponse = try await client.patchAsync(url: url, request: request)
            #expect(
                [viaGet.method, viaPut.method, viaDelete.method, viaPatch.method] == [
                    "GET", "PUT", "DELETE", "PATCH",
                ])
            let blocking = try await onOwnThread {
                let get: EchoQueryResponse = try client.get(url: url)
                let put: EchoQueryResponse = try client.put(url: url, request: request)
                let delete: EchoQueryResponse = try client.delete(url: url)
                let patch: EchoQueryResponse = try client.patch(url: url, request: request)
                return [get.method, put.method, delete.method, patch.method]
            }
            #expect(blocking == ["GET", "PUT", "DELETE", "PATCH"])
        }

        @Test func requestModifierChangesWhatTheServerReceivesAndRequestFilterSeesIt() async throws {
            let client = try await CompatibilityServer.client()
            let seen = Recorder<String?>()
            client.requestModifier = { $0.setValue("modified", forHTTPHeaderField: "X-Compat-Modified") }
            client.requestFilter = { seen.append($0.value(forHTTPHeaderField: "Accept")) }
            let echo = try await client.getAsync(EchoQuery())
            #expect(CompatibilityServer.headers(echo)["x-compat-modified"] == "modified")
            #expect(seen.values == ["application/json"])
        }

        @Test func globalRequestModifierAndFiltersApplyToEveryClient() async throws {
            let client = try await CompatibilityServer.client()
            let seen = Recorder<String>()
            let previous = (
                JsonServiceClient.Global.requestModifier, JsonServiceClient.Global.requestFilter,
                JsonServiceClient.Global.responseFilter
            )
            defer {
                JsonServiceClient.Global.requestModifier = previous.0
                JsonServiceClient.Global.requestFilter = previous.1
                JsonServiceClient.Global.responseFilter = previous.2
            }
            let isMine: (URL?) -> Bool = { $0?.query?.contains("compat=global") == true }
            JsonServiceClient.Global.requestModifier = {
                if isMine($0.url) { $0.setValue("global", forHTTPHeaderField: "X-Compat-Global") }
            }
            JsonServiceClient.Global.requestFilter = { if isMine($0.url) { seen.append("request") } }
            JsonServiceClient.Global.responseFilter = { if isMine($0.url) { seen.append("response") } }

            let echo = try await client.getAsync(EchoQuery(), query: ["compat": "global"])

            #expect(CompatibilityServer.headers(echo)["x-compat-global"] == "global")
            #expect(seen.values == ["request", "response"])
        }

        @Test func responseFilterSeesEveryResponse() async throws {
            let client = try await CompatibilityServer.client()
            let seen = Recorder<Int>()
            client.responseFilter = { seen.append(($0 as? HTTPURLResponse)?.statusCode ?? 0) }
            _ = try await client.getAsync(Hello(name: "filter"))
            #expect(seen.values == [200])
        }

        @Test func serviceErrorsAreNSErrorsInTheClientsDomain() async throws {
            let client = try await CompatibilityServer.client()
            let seen = Recorder<Int>()
            client.onError = { seen.append($0.code) }
            let error = try await #require(throws: (any Error).self) {
                try await client.getAsync(Throw404())
            }
            let nsError = error as NSError
            #expect(nsError.domain == "127.0.0.1")
            #expect(nsError.code == 404)
            #expect(error.responseStatus.message == "Custom Status Description")
            #expect(client.lastError?.code == 404)
            #expect(seen.values == [404])
        }

        @Test func getDataAsksRetryIfOnceAboutAnErrorResponse() async throws {
            let client = try await CompatibilityServer.client()
            let url = try #require(URL(string: try await CompatibilityServer.baseUrl() + "api/Throw404"))
            var request = URLRequest(url: url)
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            let asked = Recorder<Int>()
            await #expect(throws: (any Error).self) {
                _ = try await client.getDataAsync(
                    request: request,
                    retryIf: { response in
                        asked.append(response.statusCode)
                        return true
                    })
            }
            #expect(asked.values == [404])
            let blockingAsked = Recorder<Int>()
            let outcome = try await onOwnThread {
                Result {
                    try client.getData(
                        request: request,
                        retryIf: { response in
                            blockingAsked.append(response.statusCode)
                            return false
                        })
                }
            }
            #expect(throws: (any Error).self) { try outcome.get() }
            #expect(blockingAsked.values == [404])
        }

        @Test func getDataReturnsTheBodyAndResponseWithoutAskingRetryIf() async throws {
            let client = try await CompatibilityServer.client()
            let asked = Recorder<Int>()
            var request = URLRequest(
                url: try #require(URL(string: try await CompatibilityServer.baseUrl() + "hello/Data")))
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            let (body, response) = try #require(
                try await client.getDataAsync(
                    request: request,
                    retryIf: { response in
                        asked.append(response.statusCode)
                        return false
                    }))
            #expect(response.statusCode == 200)
            #expect(String(decoding: body, as: UTF8.self).contains("Hello, Data!"))
            #expect(asked.values.isEmpty)
        }

        /// ServiceStack.Swift returns an empty instance (`Factory<T>.create()`) here.
        @Test func anEmptyResponseBodyIsADecodingErrorInsteadOfAnEmptyInstance() async throws {
            let client = try await CompatibilityServer.client()
            let url = try #require(URL(string: try await CompatibilityServer.baseUrl() + "api/HelloReturnVoid"))
            let request = client.createRequestDto(url: url, httpMethod: "POST", request: HelloReturnVoid())
            await #expect(throws: ServiceClientError.self) {
                _ = try await client.sendAsync(intoResponse: HelloResponse(), request: request)
            }
        }

        @Test func aRelativePostWithoutARequestSendsNoBody() async throws {
            let client = try await CompatibilityServer.client()
            let none: Hello? = nil
            let response: HelloResponse = try await client.postAsync("/hello/Empty", request: none)
            #expect(response.result == "Hello, Empty!")
        }

        @Test func aRejectedBearerTokenIsRefreshedWithTheRefreshToken() async throws {
            let login = try await CompatibilityServer.client()
            let request = Authenticate()
            request.provider = "credentials"
            request.userName = "test"
            request.password = "test"
            let auth = try await login.postAsync(request)
            let client = try await CompatibilityServer.client()
            client.bearerToken = auth.bearerToken
            client.refreshToken = auth.refreshToken
            try await client.postAsync(InvalidateLastAccessToken())
            let blocking = try await onOwnThread { try client.get(Secured()).result }
            #expect(blocking != nil)
            #expect(client.bearerToken != auth.bearerToken)
        }

        /// ServiceStack.Swift's `sendAsync` sends a void request as POST (GET when its marker has no body); ours uses
        /// the marker's verb, as the blocking `send` does in both (see the README).
        @Test func sendAsyncOfAVoidRequestUsesItsVerbMarkerInsteadOfAlwaysPost() async throws {
            let client = try await CompatibilityServer.client()
            let methods = Recorder<String?>()
            client.requestFilter = { methods.append($0.httpMethod) }
            _ = try? await client.sendAsync(CompatVoidPut())
            _ = try? await onOwnThread { try client.send(CompatVoidPut()) }
            #expect(methods.values == ["PUT", "PUT"])
        }

        /// ServiceStack.Swift throws plain `NSError`s built from the body; ours throws `WebServiceError`, an
        /// `NSError` subclass with the same domain, code and `userInfo` keys (see the README).
        @Test func serviceErrorsAreWebServiceErrorsInsteadOfPlainNSErrors() async throws {
            let client = try await CompatibilityServer.client()
            let error = try await #require(throws: WebServiceError.self) { try await client.getAsync(Throw404()) }
            #expect(error.statusCode == 404)
            #expect(error.domain == "127.0.0.1")
            #expect(error.userInfo["statusCode"] as? Int == 404)
            #expect(error.userInfo["message"] as? String == "Custom Status Description")
        }

        @Test func lastTaskIsTheBlockingCallsDataTask() async throws {
            let client = try await CompatibilityServer.client()
            let result = try await onOwnThread { try client.get(Hello(name: "task")).result }
            #expect(result == "Hello, task!")
            #expect(client.lastTask != nil)
        }

        @Test func dataTaskSyncWaitsForTheResponse() async throws {
            var request = URLRequest(
                url: try #require(URL(string: try await CompatibilityServer.baseUrl() + "hello/Sync")))
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            let session = URLSession(configuration: .ephemeral)
            defer { session.finishTasksAndInvalidate() }
            let outcome = try await onOwnThread {
                let result = session.dataTaskSync(request: request)
                // The task's `state` may still read `.running` when its completion handler has run, so the
                // returned task is identified by its request instead.
                return (
                    url: result.task.originalRequest?.url,
                    status: (result.callback?.response as? HTTPURLResponse)?.statusCode,
                    body: result.callback?.data.map { String(decoding: $0, as: UTF8.self) },
                    error: result.callback?.error
                )
            }
            #expect(outcome.url == request.url)
            #expect(outcome.status == 200)
            #expect(outcome.body?.contains("Hello, Sync!") == true)
            #expect(outcome.error == nil)
        }

        @Test func fetchNewAccessTokenUsesTheRefreshToken() async throws {
            let login = try await CompatibilityServer.client()
            let request = Authenticate()
            request.provider = "credentials"
            request.userName = "test"
            request.password = "test"
            let auth = try await login.postAsync(request)

            let withoutToken = try await CompatibilityServer.client()
            #expect(try await onOwnThread { withoutToken.fetchNewAccessToken() } == false)
            let refreshed = try await withoutToken.fetchNewAccessTokenAsync()
            #expect(refreshed == false)

            let client = try await CompatibilityServer.client()
            client.refreshToken = auth.refreshToken
            #expect(try await client.fetchNewAccessTokenAsync())
            #expect(client.bearerToken != nil)
            client.bearerToken = nil
            #expect(try await onOwnThread { client.fetchNewAccessToken() })
            #expect(client.bearerToken != nil)
            #expect(try await client.getAsync(Secured()).result != nil)
        }

        @Test func cookiesComeFromTheSharedCookieStorage() async throws {
            let base = try await CompatibilityServer.baseUrl()
            let client = JsonServiceClient(baseUrl: base)
            let url = try #require(URL(string: base))
            let request = Authenticate()
            request.provider = "credentials"
            request.userName = "test"
            request.password = "test"
            _ = try await client.postAsync(request)
            defer {
                for cookie in HTTPCookieStorage.shared.cookies(for: url) ?? []
                where ["ss-tok", "ss-reftok"].contains(cookie.name) {
                    HTTPCookieStorage.shared.deleteCookie(cookie)
                }
            }
            #expect(client.getCookies()["ss-tok"] != nil)
            #expect(client.getTokenCookie() == client.getCookies()["ss-tok"])
            #expect(client.getRefreshTokenCookie() != nil)
            #expect(urlCookies(url)["ss-tok"] == client.getTokenCookie())
        }

        /// The selectors of every requirement of the official `ServiceClient` protocol.
        static let requirementSelectors = [
            "get(_:)", "get(_:query:)", "getAsync(_:)", "getAsync(_:query:)", "post(_:)",
            "post(_:request:)",
            "postAsync(_:)", "postAsync(_:request:)", "put(_:)", "put(_:request:)", "putAsync(_:)",
            "putAsync(_:request:)", "delete(_:)", "delete(_:query:)", "deleteAsync(_:)",
            "deleteAsync(_:query:)",
            "patch(_:)", "patch(_:request:)", "patchAsync(_:)", "patchAsync(_:request:)", "send(_:)",
            "send(intoResponse:request:)", "sendAsync(intoResponse:request:)",
            "postFileWithRequest(request:file:)",
            "postFileWithRequestAsync(request:file:)",
            "postFileWithRequest(_:request:fileName:data:mimeType:fieldName:)",
            "postFileWithRequestAsync(_:request:fileName:data:mimeType:fieldName:)",
            "postFileWithRequest(url:request:fileName:data:mimeType:fieldName:)",
            "postFileWithRequestAsync(url:request:fileName:data:mimeType:fieldName:)",
            "postFilesWithRequest(request:files:)", "postFilesWithRequestAsync(request:files:)",
            "postFilesWithRequest(url:request:files:)", "postFilesWithRequestAsync(url:request:files:)",
            "putFileWithRequest(request:file:)", "putFileWithRequestAsync(request:file:)",
            "putFileWithRequest(_:request:fileName:data:mimeType:fieldName:)",
            "putFileWithRequestAsync(_:request:fileName:data:mimeType:fieldName:)",
            "putFileWithRequest(url:request:fileName:data:mimeType:fieldName:)",
            "putFileWithRequestAsync(url:request:fileName:data:mimeType:fieldName:)",
            "putFilesWithRequest(request:files:)", "putFilesWithRequestAsync(request:files:)",
            "putFilesWithRequest(url:request:files:)", "putFilesWithRequestAsync(url:request:files:)",
            "sendFileWithRequest(_:request:fileName:data:mimeType:fieldName:)",
            "sendFileWithRequestAsync(_:request:fileName:data:mimeType:fieldName:)",
            "sendFilesWithRequest(_:request:files:)", "sendFilesWithRequestAsync(_:request:files:)",
            "getData(url:)",
            "getDataAsync(url:)", "getData(request:retryIf:)", "getDataAsync(request:retryIf:)",
            "getCookies()",
            "getTokenCookie()", "getRefreshTokenCookie()",
        ]

        @Test func everyServiceClientRequirementDispatchesToTheSubclassOverride() async throws {
            let base = try await CompatibilityServer.baseUrl()
            let client = EveryOpenMemberJsonServiceClient(baseUrl: base)
            client.cookieStore = InMemoryCookieStore()
            let absolute = try #require(URL(string: base + "api/Hello?name=World"))
            let uploadUrl = try #require(URL(string: base + "api/TestFileUploads"))
            Self.expectEveryAnswer(
                try await ServiceClientRequirements.callAsyncRequirements(
                    on: client, request: Hello(name: "World"), void: HelloReturnVoid(),
                    relativeUrl: "/hello/World",
                    absoluteUrl: absolute, upload: Self.upload(), uploadUrl: uploadUrl, file: Self.file))
            Self.expectEveryAnswer(
                try await onOwnThread {
                    try ServiceClientRequirements.callBlockingRequirements(
                        on: client, request: Hello(name: "World"), void: HelloReturnVoid(),
                        relativeUrl: "/hello/World", absoluteUrl: absolute, upload: Self.upload(),
                        uploadUrl: uploadUrl, file: Self.file)
                })
            let calls = Set(client.calls.values)
            for selector in Self.requirementSelectors {
                #expect(calls.contains(selector), "\(selector)")
            }
        }

        /// The members ServiceStack.Swift's verbs call, so a subclass could change how calls are made.
        static let requestBuildingHooks = [
            "createUrl(dto:query:)", "createRequest(url:httpMethod:requestType:requestBody:)", "initRequest(_:)",
            "createRequestDto(_:httpMethod:request:)", "createRequestDto(url:httpMethod:request:)",
            "sendAsync(intoResponse:request:)", "getDataAsync(request:retryIf:)", "createSession()",
            "createIfError(_:_:)", "handleResponse(intoResponse:data:response:)",
        ]

        /// ServiceStack.Swift's verbs build and send requests through overridable members; ours send every call
        /// through one pipeline and leave them out, so a subclass overrides a verb or uses `requestModifier`,
        /// `transport` or `urlSessionFactory` instead (see the README).
        @Test func verbsSkipTheRequestBuildingHooksInsteadOfCallingThem() async throws {
            let client = EveryOpenMemberJsonServiceClient(baseUrl: try await CompatibilityServer.baseUrl())
            client.cookieStore = InMemoryCookieStore()
            #expect(try await client.getAsync(Hello(name: "hooks")).result == "Hello, hooks!")
            #expect(try await client.postAsync(Hello(name: "hooks")).result == "Hello, hooks!")
            let calls = client.calls.values
            #expect(calls.contains("getAsync(_:)"))
            #expect(calls.contains("postAsync(_:)"))
            #expect(Set(calls).isDisjoint(with: Self.requestBuildingHooks))
        }

        @Test func everyErrorOfACallGoesThroughFireErrorCallbacks() async throws {
            let client = EveryOpenMemberJsonServiceClient(baseUrl: try await CompatibilityServer.baseUrl())
            client.cookieStore = InMemoryCookieStore()
            let seen = Recorder<Int>()
            client.onError = { seen.append($0.code) }
            _ = try? await client.getAsync(Throw404())
            #expect(client.calls.values.contains("fireErrorCallbacks(error:)"))
            #expect(seen.values == [404])
        }

        /// ServiceStack.Swift ignores the `mimeType` of the upload overloads; ours sends it as the part's
        /// `Content-Type` (see the README).
        @Test func uploadMimeTypeIsThePartsContentTypeInsteadOfIgnored() async throws {
            let client = try await CompatibilityServer.client()
            let url = try #require(URL(string: try await CompatibilityServer.baseUrl() + "api/TestFileUploads"))
            let response = try await client.postFileWithRequestAsync(
                url: url, request: Self.upload(), fileName: "data.bin", data: Data("x".utf8), mimeType: "text/x-compat",
                fieldName: "file")
            #expect(response.files.first?.contentType == "text/x-compat")
        }
    }
}
