import Foundation
import Logging
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import Testing

// The code of ServiceStackServer's getting-started article (`ServiceStackServer.docc/GettingStarted.md`), kept
// compiling and running here: when an API the article shows changes, this file stops building.

// MARK: Define DTOs

private final class Hello: IReturn, IGet, Codable {
    typealias Return = HelloResponse
    var name: String?
    init(name: String? = nil) { self.name = name }
}

private final class HelloResponse: Codable {
    var result: String?
    init(result: String? = nil) { self.result = result }
}

private final class CreateUser: IReturn, IPost, Codable {
    typealias Return = CreateUserResponse
    var name: String?
    var age: Int = 0
    var email: String?
    init(name: String? = nil, age: Int = 0, email: String? = nil) {
        self.name = name
        self.age = age
        self.email = email
    }
}

private final class CreateUserResponse: Codable {
    var id: Int = 0
    init(id: Int = 0) { self.id = id }
}

private final class GetUser: IReturn, IGet, Codable {
    typealias Return = CreateUserResponse
    var id: Int = 0
    init(id: Int = 0) { self.id = id }
}

private final class DeleteUser: IReturnVoid, IDelete, Codable {
    var id: Int = 0
    init() {}
    init(id: Int) { self.id = id }
}

private final class Secured: IReturn, IGet, Codable {
    typealias Return = HelloResponse
    init() {}
}

// MARK: Validation

extension CreateUser: ValidatedRequest {
    static var validators: [Validator<CreateUser>] {
        [.notEmpty(\.name, "Name"), .inclusiveBetween(\.age, "Age", 1...120), .email(\.email, "Email")]
    }
}

// MARK: Register services

private func makeHost() -> ServiceStackHost {
    var config = HostConfig()
    config.maxBodySize = 1 << 20
    let host = ServiceStackHost(name: "hello", config: config)

    host.register(Hello.self, routes: [Route("/hello"), Route("/hello/{Name}")]) { request, context in
        HelloResponse(result: "Hello, \(request.name ?? "world")!")
    }
    host.register(CreateUser.self) { request, context in
        CreateUserResponse(id: 1)
    }
    host.register(GetUser.self, routes: [Route("/users/{Id}", verbs: "GET")]) { request, context in
        guard request.id == 1 else { throw HttpError.notFound("No user \(request.id)") }
        return CreateUserResponse(id: 1)
    }
    return host
}

private func enableAuth(on host: ServiceStackHost) async throws {
    let users = InMemoryUserStore()
    try users.addUser(userName: "admin", password: "p@55wOrd", roles: ["Admin"])
    let jwtSecret = String(repeating: "s", count: 32)  // read it from your secrets store
    host.enableAuth(try await AuthFeature(users: users, jwtSecret: jwtSecret))
    host.register(Secured.self, requiresAuth: true) { request, context in
        let session = try context.requireSession()
        return HelloResponse(result: "Hello, \(session.userName)!")
    }
    let admins = OperationOptions(
        routes: [Route("/users/{Id}", verbs: "DELETE")], requiredRoles: ["Admin"], tags: ["admin"])
    host.register(DeleteUser.self, operation: admins) { request, context in
        context.logger.info("Deleting user \(request.id)")
    }
}

@Suite("ServiceStackServer getting-started article")
struct ServerGuideTests {
    @Test func servesTheHelloServiceOverHTTP() async throws {
        let host = makeHost()
        let running = try await host.start()  // port 0: a free port on 127.0.0.1
        let client = JsonServiceClient(baseUrl: running.baseUrl)
        do {
            let response = try await client.getAsync(Hello(name: "Swift"))
            #expect(response.result == "Hello, Swift!")
            let routed: HelloResponse = try await client.getAsync("/hello/World")
            #expect(routed.result == "Hello, World!")
        } catch {
            await running.stop()
            throw error
        }
        await running.stop()
    }

    @Test func validationAndThrownErrorsArriveAsResponseStatus() async throws {
        let client = makeHost().inMemoryClient()
        let invalid = await #expect(throws: WebServiceError.self) {
            _ = try await client.postAsync(CreateUser(name: "", age: 0, email: "nope"))
        }
        #expect(invalid?.statusCode == 400)
        #expect(invalid?.fieldError("Age")?.errorCode == "InclusiveBetween")
        #expect(invalid?.fieldErrors.count == 3)

        let missing = await #expect(throws: WebServiceError.self) { _ = try await client.getAsync(GetUser(id: 2)) }
        #expect(missing?.statusCode == 404)
        #expect(missing?.serviceErrorCode == "NotFound")
        #expect(missing?.message == "No user 2")
    }

    @Test func authenticatedServicesNeedASignIn() async throws {
        let host = makeHost()
        try await enableAuth(on: host)
        let client = host.inMemoryClient()
        client.cookieStore = InMemoryCookieStore()
        let anonymous = await #expect(throws: WebServiceError.self) { _ = try await client.getAsync(Secured()) }
        #expect(anonymous?.statusCode == 401)

        let signIn = Authenticate()
        signIn.provider = "credentials"
        signIn.userName = "admin"
        signIn.password = "p@55wOrd"
        _ = try await client.postAsync(signIn)
        #expect(try await client.getAsync(Secured()).result == "Hello, admin!")
    }

    @Test func sharedOperationOptionsRouteGuardAndTag() async throws {
        let host = makeHost()
        try await enableAuth(on: host)
        let client = host.inMemoryClient()
        client.cookieStore = InMemoryCookieStore()
        let anonymous = await #expect(throws: WebServiceError.self) {
            let _: EmptyResponse = try await client.deleteAsync("/users/1")
        }
        #expect(anonymous?.statusCode == 401)
        let document = try #require(try await client.getDataAsync(url: "/types/metadata"))
        #expect(String(decoding: document.0, as: UTF8.self).contains(#""tags":["admin"]"#))

        let signIn = Authenticate()
        signIn.provider = "credentials"
        signIn.userName = "admin"
        signIn.password = "p@55wOrd"
        _ = try await client.postAsync(signIn)
        try await client.deleteAsync(DeleteUser(id: 1))
    }

    @Test func metadataDescribesTheRegisteredServices() async throws {
        let client = makeHost().inMemoryClient()
        let document = try #require(try await client.getDataAsync(url: "/types/metadata"))
        #expect(String(decoding: document.0, as: UTF8.self).contains(#""name":"CreateUser""#))
    }
}
