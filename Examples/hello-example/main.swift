// The README's quick start: starts a local ServiceStack-compatible server, then calls it with typed DTOs.
import Foundation
import ServiceStack
import ServiceStackServer
import TestServices

let server = try await startTestServer()
print("Server listening on \(server.baseUrl)")

let client = JsonServiceClient(baseUrl: server.baseUrl)
client.cookieStore = InMemoryCookieStore()

let hello = Hello()
hello.name = "Swift"
print("GET  \(client.createUrl(dto: hello))")
print("  → \(try await client.getAsync(hello).result ?? "")")

let invalid = ThrowValidation()
invalid.age = 0
do {
    _ = try await client.postAsync(invalid)
} catch let error as WebServiceError {
    print("POST ThrowValidation → \(error.statusCode) \(error.serviceErrorCode ?? "")")
    for field in error.fieldErrors { print("  \(field.fieldName ?? ""): \(field.message ?? "")") }
}

try await client.postAsync(HelloReturnVoid())
print("POST HelloReturnVoid → 204 No Content")

let login = Authenticate()
login.provider = "credentials"
login.userName = "test"
login.password = "test"
let auth = try await client.postAsync(login)
client.bearerToken = auth.bearerToken
client.refreshToken = auth.refreshToken
try await client.postAsync(InvalidateLastAccessToken())
let secured = try await client.getAsync(Secured())
print("GET  Secured after the access token was revoked → refreshed and retried: \(secured.result ?? "")")

await server.stop()
