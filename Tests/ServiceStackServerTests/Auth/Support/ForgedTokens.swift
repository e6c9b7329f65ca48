import Foundation

/// Builds altered JWTs from real ones, to check the server rejects them.
enum ForgedTokens {
    static func parts(_ token: String) -> [String] {
        token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    static func decode(_ part: String) -> [String: Any] {
        var base64 = part.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object
    }

    static func encode(_ object: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return data.base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// The same header and signature over a payload that grants the `Manager` role.
    static func tamperedPayload(_ token: String) -> String {
        let parts = parts(token)
        var payload = decode(parts[1])
        payload["roles"] = ["Manager", "Admin"]
        return [parts[0], encode(payload), parts[2]].joined(separator: ".")
    }

    /// The payload with header `{"alg": algorithm}` and the given signature.
    static func withAlgorithm(_ algorithm: String, _ token: String, signature: String? = nil) -> String {
        let parts = parts(token)
        let header = encode(["alg": algorithm, "typ": "JWT"])
        return [header, parts[1], signature ?? parts[2]].joined(separator: ".")
    }

    /// The `exp` claim of a token.
    static func expiry(_ token: String) -> Date? {
        (decode(parts(token)[1])["exp"] as? NSNumber).map { Date(timeIntervalSince1970: $0.doubleValue) }
    }
}
