import Foundation
import ServiceStack
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A challenge sender that ignores what it is told (the delegate answers through its completion handler).
final class CompatChallengeSender: NSObject, URLAuthenticationChallengeSender {
    func use(_ credential: URLCredential, for challenge: URLAuthenticationChallenge) {}
    func continueWithoutCredential(for challenge: URLAuthenticationChallenge) {}
    func cancel(_ challenge: URLAuthenticationChallenge) {}
    func performDefaultHandling(for challenge: URLAuthenticationChallenge) {}
    func rejectProtectionSpaceAndContinue(with challenge: URLAuthenticationChallenge) {}
}

/// ServiceStack.Swift's `JsonServiceClient.swift` without a server: construction, request building, error
/// handling, the free functions and the `URLRequest`/`HTTPURLResponse` extensions, in the official order.
extension ServiceStackCompatibility {
    @Suite struct JsonServiceClientOffline {
        static let base = "http://compat.example:8080"

        static func response(_ status: Int, contentType: String? = "application/json") throws -> HTTPURLResponse {
            let url = try #require(URL(string: base + "/api/CompatHello"))
            return try #require(
                HTTPURLResponse(
                    url: url, statusCode: status, httpVersion: "HTTP/1.1",
                    headerFields: contentType.map { ["Content-Type": $0] } ?? [:]))
        }

        @Test func initNormalisesTheBaseUrlAndDefaultsToTheApiPath() {
            let client = JsonServiceClient(baseUrl: Self.base)
            #expect(client.baseUrl == "http://compat.example:8080/")
            #expect(client.replyUrl == "http://compat.example:8080/api/")
            #expect(client.domain == "compat.example")
            #expect(client.basePath == "api/")
        }

        @Test func basePathChangesTheReplyUrl() {
            let client = JsonServiceClient(baseUrl: Self.base + "/")
            client.basePath = "custom"
            #expect(client.replyUrl == "http://compat.example:8080/custom/")
            #expect(client.basePath == "custom/")
        }

        /// ServiceStack.Swift sets `json/oneway` here (it overwrites its own `json/reply`); ours keeps `json/reply`.
        @Test func nilBasePathGivesJsonReplyInsteadOfJsonOneway() {
            let client = JsonServiceClient(baseUrl: Self.base)
            client.basePath = nil
            #expect(client.replyUrl == "http://compat.example:8080/json/reply/")
            client.basePath = ""
            #expect(client.replyUrl == "http://compat.example:8080/json/reply/")
        }

        @Test func settablePropertiesKeepTheirValues() {
            let client = JsonServiceClient(baseUrl: Self.base)
            client.domain = "errors.example"
            client.timeout = 12
            client.cachePolicy = .returnCacheDataElseLoad
            client.bearerToken = "bearer"
            client.refreshToken = "refresh"
            client.sessionId = "session"
            client.version = 3
            client.ignoreCertificatesFor = ["self-signed.example"]
            #expect(client.domain == "errors.example")
            #expect(client.timeout == 12)
            #expect(client.cachePolicy == .returnCacheDataElseLoad)
            #expect(client.bearerToken == "bearer")
            #expect(client.refreshToken == "refresh")
            #expect(client.sessionId == "session")
            #expect(client.version == 3)
            #expect(client.ignoreCertificatesFor == ["self-signed.example"])
            #expect(client.lastError == nil)
            #expect(client.lastTask == nil)
            #expect(client.onError == nil)
            #expect(client.urlSessionFactory == nil)
            #expect(client.requestFilter == nil)
            #expect(client.responseFilter == nil)
        }

        @Test func ignoreCertAddsTheBaseUrl() {
            let client = JsonServiceClient(baseUrl: Self.base)
            #expect(!client.ignoreCert)
            client.ignoreCert = true
            #expect(client.ignoreCert)
            #expect(client.ignoreCertificatesFor.contains(client.baseUrl))
        }

        @Test func createSessionUsesTheSessionFactory() {
            let client = JsonServiceClient(baseUrl: Self.base)
            let session = URLSession(configuration: .ephemeral)
            defer { session.invalidateAndCancel() }
            client.urlSessionFactory = { session }
            #expect(client.createSession() === session)
        }

        @Test func handleErrorWrapsTheErrorInTheClientsDomain() {
            let client = JsonServiceClient(baseUrl: Self.base)
            let seen = Recorder<Int>()
            client.onError = { seen.append($0.code) }
            let cause = NSError(domain: "network", code: -1004)
            let error = client.handleError(nsError: cause)
            #expect(error.domain == "compat.example")
            #expect(error.code == -1004)
            #expect(error.userInfo["errorCode"] as? String == "-1004")
            #expect(error.userInfo["message"] as? String == cause.description)
            #expect(client.lastError === error)
            #expect(seen.values == [-1004])
        }

        @Test func fireErrorCallbacksRunsInstanceAndGlobalCallbacks() {
            let client = JsonServiceClient(baseUrl: Self.base)
            let seen = Recorder<String>()
            let marker = NSError(domain: "compat.fire", code: 7)
            client.onError = { seen.append("instance \($0.code)") }
            let previous = JsonServiceClient.Global.onError
            JsonServiceClient.Global.onError = { if $0.domain == "compat.fire" { seen.append("global \($0.code)") } }
            defer { JsonServiceClient.Global.onError = previous }

            let returned = client.fireErrorCallbacks(error: marker)

            #expect(returned === marker)
            #expect(client.lastError === marker)
            #expect(seen.values == ["instance 7", "global 7"])
        }

        @Test func createIfErrorIgnoresSuccess() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            #expect(client.createIfError(try Self.response(200), Data("{}".utf8)) == nil)
            #expect(client.lastError == nil)
        }

        @Test func createIfErrorReadsTheResponseStatus() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            let body = Data(
                #"{"responseStatus":{"errorCode":"Invalid","message":"Bad name","stackTrace":"at X","errors":[{"errorCode":"Required","fieldName":"Name","message":"Name is required"}]}}"#
                    .utf8)
            let error = try #require(client.createIfError(try Self.response(400), body)) as NSError
            #expect(error.domain == "compat.example")
            #expect(error.code == 400)
            #expect(error.userInfo["statusCode"] as? Int == 400)
            #expect(error.userInfo["errorCode"] as? String == "Invalid")
            #expect(error.userInfo["message"] as? String == "Bad name")
            #expect(error.userInfo["stackTrace"] as? String == "at X")
            #expect(error.userInfo["response"] != nil)
            let status = error.responseStatus
            #expect(status.errorCode == "Invalid")
            #expect(status.message == "Bad name")
            #expect(status.errors.first?.fieldName == "Name")
            #expect(client.lastError === error)
        }

        @Test func createIfErrorReadsPascalCaseResponseStatus() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            let body = Data(#"{"ResponseStatus":{"ErrorCode":"Forbidden","Message":"No access"}}"#.utf8)
            let error = try #require(client.createIfError(try Self.response(403), body)) as NSError
            #expect(error.code == 403)
            #expect(error.userInfo["errorCode"] as? String == "Forbidden")
            #expect(error.userInfo["message"] as? String == "No access")
        }

        @Test func createIfErrorWithoutAJsonBodyUsesTheStatus() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            let error =
                try #require(client.createIfError(try Self.response(404, contentType: "text/plain"), Data("nope".utf8)))
                as NSError
            #expect(error.code == 404)
            #expect(error.userInfo["statusCode"] as? Int == 404)
        }

        /// ServiceStack.Swift uses the status number (`"404"`) when the body has no `ResponseStatus`.
        @Test func anErrorWithoutAResponseStatusIsCodedWithTheStatusNameInsteadOfItsNumber() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            let plain =
                try #require(client.createIfError(try Self.response(404, contentType: "text/plain"), Data("nope".utf8)))
                as NSError
            #expect(plain.responseStatus.errorCode == "NotFound")
            let json = try #require(client.createIfError(try Self.response(404), Data("{}".utf8))) as NSError
            #expect(json.userInfo["errorCode"] as? String == "NotFound")
        }

        @Test func createIfErrorReportsTheStatusNameForJsonWithoutAResponseStatus() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            let error = try #require(client.createIfError(try Self.response(404), Data("{}".utf8))) as NSError
            #expect(error.userInfo["message"] as? String == "Not Found")
        }

        @Test func handleResponseDecodesSuccessfulResponses() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            let seen = Recorder<Int>()
            client.responseFilter = { seen.append(($0 as? HTTPURLResponse)?.statusCode ?? 0) }
            let dto = try client.handleResponse(
                intoResponse: CompatHelloResponse(), data: Data(#"{"result":"Hi"}"#.utf8),
                response: try Self.response(200))
            #expect(dto.result == "Hi")
            #expect(seen.values == [200])
        }

        @Test func handleResponseThrowsForErrorStatuses() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            let body = Data(#"{"responseStatus":{"errorCode":"NotFound","message":"Missing"}}"#.utf8)
            let error = try #require(throws: (any Error).self) {
                try client.handleResponse(
                    intoResponse: CompatHelloResponse(), data: body, response: try Self.response(404))
            }
            #expect(error.responseStatus.errorCode == "NotFound")
            #expect(error.responseStatus.message == "Missing")
        }

        @Test func handleResponseReturnsReturnVoidWithoutDecoding() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            let result = try client.handleResponse(
                intoResponse: ReturnVoid.void, data: Data("not json".utf8), response: try Self.response(200))
            #expect(result === ReturnVoid.void)
        }

        @Test func createUrlPutsTheDtoInTheQueryString() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            let url = client.createUrl(dto: CompatHello(name: "A B"))
            let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
            #expect(url.absoluteString.hasPrefix("http://compat.example:8080/api/CompatHello?"))
            #expect(components.queryItems == [URLQueryItem(name: "name", value: "A B")])
        }

        @Test func createUrlWritesCollectionsAsJsvAndLeavesEmptyOnesOut() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            let request = CompatCollections()
            request.ids = [1, 2]
            request.map = ["k": "v"]
            let url = client.createUrl(dto: request, query: ["extra": "1"])
            let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
            let query = Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.value) })
            #expect(query == ["ids": "[1,2]", "map": "{k:v}", "extra": "1"])
        }

        @Test func createUrlWritesEachValueAsJsv() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            let url = client.createUrl(dto: CompatQueryValues())
            let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
            let query = Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.value ?? "") })
            #expect(url.path == "/api/CompatQueryValues")
            #expect(query["flag"] == "true")
            #expect(query["ratio"] == "2.5")
            #expect(query["when"] == "/Date(1000-0000)/")
            #expect(query["duration"] == "PT1M30S")
            #expect(query["tags"] == "[a,\"b,c\"]")
            #expect(query["row"] == "{id:1,name:x}" || query["row"] == "{name:x,id:1}")
            #expect(query["text"] == "a b&c")
            #expect(query.count == 7)
        }

        @Test func createUrlCopiesTheClientsTokenSessionAndVersion() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            client.bearerToken = "jwt"
            client.sessionId = "sid"
            client.version = 4
            let request = CompatAuthenticated()
            let url = client.createUrl(dto: request)
            let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            #expect(request.bearerToken == "jwt")
            #expect(request.sessionId == "sid")
            #expect(request.version == 4)
            #expect(items.contains(URLQueryItem(name: "version", value: "4")))
        }

        @Test func createRequestDtoSendsTheDtoAsJson() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            let url = try #require(URL(string: Self.base + "/api/CompatHello"))
            let request = client.createRequestDto(url: url, httpMethod: "POST", request: CompatHello(name: "A"))
            #expect(request.url == url)
            #expect(request.httpMethod == "POST")
            #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
            #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
            #expect(request.httpBody.flatMap { String(data: $0, encoding: .utf8) } == #"{"name":"A"}"#)
        }

        @Test func createRequestDtoFromAStringWithoutADtoHasNoBody() {
            let client = JsonServiceClient(baseUrl: Self.base)
            let none: CompatHello? = nil
            let request = client.createRequestDto(Self.base + "/api/CompatHello", httpMethod: "PUT", request: none)
            #expect(request.url?.absoluteString == Self.base + "/api/CompatHello")
            #expect(request.httpMethod == "PUT")
            #expect(request.httpBody == nil)
            #expect(request.value(forHTTPHeaderField: "Content-Type") == nil)
        }

        @Test func createRequestDtoCopiesTheBearerTokenIntoTheDto() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            client.bearerToken = "jwt"
            let url = try #require(URL(string: Self.base + "/api/CompatAuthenticated"))
            let request = client.createRequestDto(url: url, httpMethod: "POST", request: CompatAuthenticated())
            let body = try #require(request.httpBody.flatMap { parseJsonBytes($0) as? [String: Any] })
            #expect(body["bearerToken"] as? String == "jwt")
            #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer jwt")
        }

        @Test func createRequestSetsMethodBodyTypeAndTimeout() throws {
            let client = JsonServiceClient(baseUrl: Self.base)
            client.timeout = 7
            let url = try #require(URL(string: Self.base + "/raw"))
            let request = client.createRequest(
                url: url, httpMethod: "PATCH", requestType: "text/plain", requestBody: Data("x".utf8))
            #expect(request.httpMethod == "PATCH")
            #expect(request.httpBody == Data("x".utf8))
            #expect(request.value(forHTTPHeaderField: "Content-Type") == "text/plain")
            #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
            #expect(request.timeoutInterval == 7)
            let fromString = client.createRequest(Self.base + "/raw", httpMethod: "GET")
            #expect(fromString.url == url)
            #expect(fromString.httpBody == nil)
        }

        @Test func initRequestAddsAcceptAndAuthorization() {
            let client = JsonServiceClient(baseUrl: Self.base)
            client.bearerToken = "jwt"
            var request = URLRequest(url: URL(fileURLWithPath: "/"))
            client.initRequest(&request)
            #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
            #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer jwt")
        }

        /// A `requestFilter` receives a copy it cannot change, as in ServiceStack.Swift; ours sees the final request,
        /// after `requestModifier`, which is where changes go (see the README).
        @Test func requestFilterSeesTheModifiedRequestAndOnlyRequestModifierChangesIt() {
            let client = JsonServiceClient(baseUrl: Self.base)
            let seen = Recorder<[String?]>()
            client.requestFilter = {
                seen.append([$0.value(forHTTPHeaderField: "Accept"), $0.value(forHTTPHeaderField: "X-Compat")])
            }
            client.requestModifier = { $0.setValue("modified", forHTTPHeaderField: "X-Compat") }
            var request = URLRequest(url: URL(fileURLWithPath: "/"))
            client.initRequest(&request)
            #expect(seen.values == [["application/json", "modified"]])
            #expect(request.value(forHTTPHeaderField: "X-Compat") == "modified")
        }

        @Test func globalFiltersRunForEveryClientUntilReset() {
            let client = JsonServiceClient(baseUrl: Self.base)
            let seen = Recorder<String>()
            let marker = URL(fileURLWithPath: "/compat-global-filter")
            let previous = (
                JsonServiceClient.Global.requestFilter, JsonServiceClient.Global.requestModifier,
                JsonServiceClient.Global.responseFilter, JsonServiceClient.Global.onError
            )
            defer {
                JsonServiceClient.Global.requestFilter = previous.0
                JsonServiceClient.Global.requestModifier = previous.1
                JsonServiceClient.Global.responseFilter = previous.2
                JsonServiceClient.Global.onError = previous.3
            }
            JsonServiceClient.Global.requestFilter = { if $0.url == marker { seen.append("filter") } }
            JsonServiceClient.Global.requestModifier = {
                if $0.url == marker { $0.setValue("global", forHTTPHeaderField: "X-Compat-Global") }
            }
            var request = URLRequest(url: marker)
            client.initRequest(&request)
            #expect(seen.values == ["filter"])
            #expect(request.value(forHTTPHeaderField: "X-Compat-Global") == "global")

            JsonServiceClient.Global.reset()
            #expect(JsonServiceClient.Global.requestFilter == nil)
            #expect(JsonServiceClient.Global.requestModifier == nil)
            #expect(JsonServiceClient.Global.responseFilter == nil)
            #expect(JsonServiceClient.Global.onError == nil)
        }

        @Test func resolveUrlKeepsAbsoluteUrlsAndJoinsRelativeOnes() {
            let client = JsonServiceClient(baseUrl: Self.base)
            #expect(client.resolveUrl("/hello/World") == "http://compat.example:8080/hello/World")
            #expect(client.resolveUrl("hello") == "http://compat.example:8080/hello")
            #expect(client.resolveUrl("https://other.example/x") == "https://other.example/x")
            #expect(client.resolveUrl("http://other.example/y") == "http://other.example/y")
            let nested = JsonServiceClient(baseUrl: Self.base + "/app")
            #expect(nested.baseUrl == "http://compat.example:8080/app/")
            #expect(nested.replyUrl == "http://compat.example:8080/app/api/")
            #expect(nested.resolveUrl("/hello") == "http://compat.example:8080/app/hello")
        }

        @Test func hasRequestBodyIsFalseForGetDeleteHeadAndOptions() {
            let client = JsonServiceClient(baseUrl: Self.base)
            #expect(!client.hasRequestBody(httpMethod: HttpMethods.Get))
            #expect(!client.hasRequestBody(httpMethod: HttpMethods.Delete))
            #expect(!client.hasRequestBody(httpMethod: HttpMethods.Head))
            #expect(!client.hasRequestBody(httpMethod: HttpMethods.Options))
            #expect(client.hasRequestBody(httpMethod: HttpMethods.Post))
            #expect(client.hasRequestBody(httpMethod: HttpMethods.Put))
            #expect(client.hasRequestBody(httpMethod: HttpMethods.Patch))
        }

        @Test func getSendMethodFollowsTheVerbMarkers() {
            let client = JsonServiceClient(baseUrl: Self.base)
            #expect(client.getSendMethod(CompatHello()) == "GET")
            #expect(client.getSendMethod(CompatAuthenticated()) == "POST")
            #expect(client.getSendMethod(CompatPut()) == "PUT")
            #expect(client.getSendMethod(CompatDelete()) == "DELETE")
            #expect(client.getSendMethod(CompatPatch()) == "PATCH")
            #expect(client.getSendMethod(CompatVoid()) == "POST")
        }

        @Test func createMultipartFormDataWritesFieldsThenFiles() throws {
            let files = [
                UploadFile(fileName: "a.txt", data: Data("hi".utf8), fieldName: "file"),
                UploadFile(fileName: "b.png", data: Data([1]), contentType: "image/x-custom"),
            ]
            let body = createMultipartFormData(request: CompatHello(name: "A"), files: files, boundary: "B")
            var expected = Data()
            expected.append(Data("--B\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nA\r\n".utf8))
            expected.append(Data("--B\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.txt\"\r\n".utf8))
            expected.append(Data("Content-Type: text/plain\r\n\r\nhi\r\n".utf8))
            expected.append(
                Data("--B\r\nContent-Disposition: form-data; name=\"upload1\"; filename=\"b.png\"\r\n".utf8))
            expected.append(Data("Content-Type: image/x-custom\r\n\r\n".utf8))
            expected.append(Data([1]))
            expected.append(Data("\r\n--B--\r\n".utf8))
            #expect(body == expected)
        }

        @Test func toHostsMapGivesHostsAndPorts() {
            let map = JsonServiceClient.toHostsMap([
                "https://secure.example:8443/path", "plain.example", "query.example:80?x=1", "http://noport.example/",
            ])
            #expect(map == ["secure.example": 8443, "plain.example": -1, "query.example": 80, "noport.example": -1])
        }

        @Test func challengesForOtherHostsGetDefaultHandling() {
            let client = JsonServiceClient(baseUrl: Self.base)
            let space = URLProtectionSpace(
                host: "not-ignored.example", port: 443, protocol: "https", realm: nil,
                authenticationMethod: NSURLAuthenticationMethodDefault)
            let challenge = URLAuthenticationChallenge(
                protectionSpace: space, proposedCredential: nil, previousFailureCount: 0, failureResponse: nil,
                error: nil, sender: CompatChallengeSender())
            let session = URLSession(configuration: .ephemeral)
            defer { session.invalidateAndCancel() }
            let answers = Recorder<Bool>()
            client.urlSession(session, didReceive: challenge) { disposition, credential in
                answers.append(disposition == .performDefaultHandling && credential == nil)
            }
            #expect(answers.values == [true])
        }

        @Test func statusDescriptionNamesCommonStatuses() throws {
            let names = [
                200: "OK", 201: "Created", 202: "Accepted", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden",
                404: "Not Found", 405: "Method Not Allowed", 409: "Conflict", 418: "I'm a teapot",
                500: "Internal Server Error", 503: "Service Unavailable", 299: "299",
            ]
            for (status, name) in names {
                #expect(try Self.response(status).statusDescription == name)
            }
        }

        /// ServiceStack.Swift names 205 "No Content" and leaves 204 unnamed; ours uses the standard reason phrases
        /// (see the README).
        @Test func statusDescriptionUsesStandardReasonPhrasesFor204And205() throws {
            #expect(try Self.response(204).statusDescription == "No Content")
            #expect(try Self.response(205).statusDescription == "Reset Content")
        }

        @Test func httpMethodsAreTheVerbNames() {
            #expect(
                [
                    HttpMethods.Get, HttpMethods.Post, HttpMethods.Put, HttpMethods.Delete, HttpMethods.Head,
                    HttpMethods.Options, HttpMethods.Patch,
                ] == ["GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "PATCH"])
        }

        @Test func urlRequestMethodIsTheHttpMethod() {
            var request = URLRequest(url: URL(fileURLWithPath: "/"))
            request.httpMethod = "PUT"
            #expect(request.method == "PUT")
        }

        @Test func uploadFileKeepsItsParts() {
            var file = UploadFile(fileName: "a.txt", data: Data("x".utf8))
            #expect(file.fileName == "a.txt")
            #expect(file.data == Data("x".utf8))
            #expect(file.fieldName == nil)
            #expect(file.contentType == nil)
            file.fieldName = "upload"
            file.contentType = "text/plain"
            file.fileName = "b.txt"
            file.data = Data("y".utf8)
            #expect(file.fieldName == "upload" && file.contentType == "text/plain" && file.fileName == "b.txt")
        }

        @Test func getMimeTypeMapsExtensions() {
            let expected = [
                "photo.jpg": "image/jpeg", "jfif": "image/jpeg", "icon.png": "image/png", "x.webp": "image/webp",
                "logo.svg": "image/svg+xml", "favicon.ico": "image/x-icon", "song.mp3": "audio/mp3",
                "clip.mp4": "video/mp4", "doc.pdf": "application/pdf", "a.zip": "application/x-compressed",
                "setup.exe": "application/octet-stream", "index.html": "text/html", "app.js": "text/javascript",
                "data.csv": "text/csv", "style.css": "text/css", "notes.txt": "text/plain",
                "README.md": "text/markdown",
                "letter.doc": "application/msword", "sheet.xls": "application/vnd.ms-excel",
                "slides.ppt": "application/vnd.ms-powerpoint", "disk.dmg": "application/x-apple-diskimage",
                "lib.jar": "application/java-archive", "data.json": "application/json",
                "x.custom": "application/custom",
            ]
            for (name, mimeType) in expected {
                #expect(getMimeType(for: name) == mimeType, "\(name)")
            }
        }

        /// ServiceStack.Swift gives `application/vnd.ms-excel` and `application/vnd.ms-powerpoint` for these.
        @Test func officeOpenXmlFilesGetTheirOwnTypesInsteadOfTheLegacyOnes() {
            #expect(
                getMimeType(for: "sheet.xlsx") == "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
            #expect(
                getMimeType(for: "slides.pptx")
                    == "application/vnd.openxmlformats-officedocument.presentationml.presentation")
        }
    }
}
