import Foundation

/// Signs in with the conformance server's test user, so services behind auth are fuzzed past the 401.
enum Credentials {
    /// A bearer token from `Authenticate` (user `test`/`test`), or nil when the server has no such service.
    static func bearerToken(catalog: ServiceCatalog, send: (FuzzCase) -> ExchangeOutcome) -> String? {
        guard catalog.operations.contains(where: { $0.name == "Authenticate" }) else { return nil }
        guard case .answered(200, let body) = send(signIn) else { return nil }
        return token(in: body)
    }

    static let signIn = FuzzCase(
        label: "sign in", method: "POST", target: Array("/api/Authenticate".utf8),
        headers: [("Content-Type", "application/json")],
        body: Array(#"{"provider":"credentials","userName":"test","password":"test"}"#.utf8))

    static func token(in body: [UInt8]) -> String? {
        let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
        return object?["bearerToken"] as? String
    }

    static func headers(_ token: String?) -> [(name: String, value: String)] {
        token.map { [("Authorization", "Bearer \($0)")] } ?? []
    }
}
