import Client
import Foundation
import HTTPTypes
import OpenAPIRuntime
import OpenAPIURLSession

/// Adds test-server's demo account as HTTP Basic credentials to every request.
struct BasicCredentials: ClientMiddleware {
    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[.authorization] = "Basic " + Data("test:test".utf8).base64EncodedString()
        return try await next(request, body, baseURL)
    }
}

/// What the run expected and did not see.
struct CheckFailed: Error, CustomStringConvertible {
    let description: String
}

// Usage: client-check BASE_URL. A typed call, a 400 with field errors, a 401 and an authenticated call.
guard CommandLine.arguments.count == 2, let serverURL = URL(string: CommandLine.arguments[1]) else {
    throw CheckFailed(description: "usage: client-check BASE_URL")
}
let client = Client(serverURL: serverURL, transport: URLSessionTransport())

switch try await client.Hello(.init(body: .json(.init(name: "World")))) {
case .ok(let ok): print("hello:", try ok.body.json.result ?? "nil")
default: throw CheckFailed(description: "Hello did not answer 200")
}

switch try await client.ThrowValidation(.init(body: .json(.init(age: 200, email: "not an email")))) {
case .badRequest(let bad):
    let status = try bad.body.json.responseStatus
    let fields = (status?.errors ?? []).compactMap(\.fieldName).sorted()
    print("validation:", status?.errorCode ?? "nil", fields.joined(separator: ","))
default: throw CheckFailed(description: "ThrowValidation did not answer 400")
}

switch try await client.Secured(.init(body: .json(.init(name: "anonymous")))) {
case .unauthorized: print("anonymous: 401")
default: throw CheckFailed(description: "Secured answered an anonymous caller")
}

let signedIn = Client(serverURL: serverURL, transport: URLSessionTransport(), middlewares: [BasicCredentials()])
switch try await signedIn.Secured(.init(body: .json(.init(name: "test")))) {
case .ok(let ok): print("secured:", try ok.body.json.result ?? "nil")
default: throw CheckFailed(description: "Secured refused the signed-in caller")
}
