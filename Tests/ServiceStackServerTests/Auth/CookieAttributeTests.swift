import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestSupport
import Testing

/// The `Set-Cookie` lines of a raw HTTP exchange over a socket, by cookie name: the attributes as written (`HttpOnly`,
/// `SameSite=Lax`...), and the values.
struct SetCookies {
    let byName: [String: [String]]
    let values: [String: String]

    init(response: String) {
        var byName: [String: [String]] = [:]
        var values: [String: String] = [:]
        let head = response.components(separatedBy: "\r\n\r\n").first ?? ""
        for line in head.components(separatedBy: "\r\n") where line.lowercased().hasPrefix("set-cookie:") {
            let parts = line.dropFirst("set-cookie:".count).split(separator: ";").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard let pair = parts.first, let equals = pair.firstIndex(of: "=") else { continue }
            let name = String(pair[..<equals])
            byName[name] = Array(parts.dropFirst())
            values[name] = String(pair[pair.index(after: equals)...])
        }
        self.byName = byName
        self.values = values
    }

    static func exchange(
        _ client: HostTestClient, _ method: String, _ path: String, body: String = "", headers: [String] = []
    ) async throws -> SetCookies {
        let request =
            [
                "\(method) \(path) HTTP/1.1", "Host: 127.0.0.1", "Content-Type: application/json",
                "Content-Length: \(body.utf8.count)", "Connection: close",
            ] + headers
        let response = try await RawSocket.exchange(
            port: client.port, request.joined(separator: "\r\n") + "\r\n\r\n" + body)
        #expect(RawSocket.status(of: response) == 200)
        return SetCookies(response: response)
    }

    static func signIn(_ client: HostTestClient, headers: [String] = []) async throws -> SetCookies {
        try await exchange(
            client, "POST", "/auth/credentials", body: #"{"userName":"manager","password":"manager-pass"}"#,
            headers: headers)
    }
}

@Suite struct CookieAttributeTests {
    static let authCookies = ["ss-id", "ss-tok", "ss-reftok"]

    @Test func authCookiesAreHttpOnlyAndSameSiteLaxAndNotSecureOverPlainHttp() async throws {
        try await AuthTestServer.make(delivery: .cookies).host.test(.live) { client in
            let cookies = try await SetCookies.signIn(client)
            for name in Self.authCookies {
                let attributes = try #require(cookies.byName[name], "\(name)")
                #expect(attributes.contains("HttpOnly"), "\(name)")
                #expect(attributes.contains("SameSite=Lax"), "\(name)")
                #expect(!attributes.contains("Secure"), "\(name)")
            }
        }
    }

    @Test func aForwardedProtoIsIgnoredUnlessTrusted() async throws {
        try await AuthTestServer.make(delivery: .cookies).host.test(.live) { client in
            let cookies = try await SetCookies.signIn(client, headers: ["X-Forwarded-Proto: https"])
            for name in Self.authCookies { #expect(cookies.byName[name]?.contains("Secure") == false, "\(name)") }
        }
    }

    @Test func aTrustedForwardedHttpsMakesTheCookiesSecure() async throws {
        try await AuthTestServer.make(
            delivery: .cookies, cookieOptions: AuthCookieOptions(trustForwardedProto: true)
        ).host.test(.live) { client in
            let secure = try await SetCookies.signIn(client, headers: ["X-Forwarded-Proto: https, http"])
            for name in Self.authCookies { #expect(secure.byName[name]?.contains("Secure") == true, "\(name)") }
            let plain = try await SetCookies.signIn(client, headers: ["X-Forwarded-Proto: http"])
            for name in Self.authCookies { #expect(plain.byName[name]?.contains("Secure") == false, "\(name)") }
        }
    }

    @Test func configuredAttributesApplyToEveryAuthCookie() async throws {
        try await AuthTestServer.make(
            delivery: .cookies, cookieOptions: AuthCookieOptions(sameSite: .strict, secure: .always)
        ).host.test(.live) { client in
            let signIn = try await SetCookies.signIn(client)
            let refreshToken = try #require(signIn.values["ss-reftok"])
            let refreshed = try await SetCookies.exchange(
                client, "POST", "/access-token", body: "{}", headers: ["Cookie: ss-reftok=\(refreshToken)"])
            let signOut = try await SetCookies.exchange(client, "POST", "/auth/logout", body: "{}")
            let all = [("signed in", signIn), ("refreshed", refreshed), ("signed out", signOut)].flatMap {
                step, cookies in
                cookies.byName.map { ("\(step) \($0.key)", $0.value) }
            }
            for (name, attributes) in all {
                #expect(attributes.contains("Secure"), "\(name)")
                #expect(attributes.contains("SameSite=Strict"), "\(name)")
                #expect(attributes.contains("HttpOnly"), "\(name)")
            }
            #expect(refreshed.byName["ss-tok"] != nil)
            #expect(Set(signOut.byName.keys) == Set(Self.authCookies))
        }
    }

    @Test func sameSiteNoneIsAlwaysSecure() async throws {
        try await AuthTestServer.make(
            delivery: .cookies, cookieOptions: AuthCookieOptions(sameSite: .none, secure: .never)
        ).host.test(.live) { client in
            let cookies = try await SetCookies.signIn(client)
            for name in Self.authCookies {
                #expect(cookies.byName[name]?.contains("SameSite=None") == true, "\(name)")
                #expect(cookies.byName[name]?.contains("Secure") == true, "\(name)")
            }
        }
    }
}
