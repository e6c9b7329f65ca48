import Foundation
import ServiceStack
import ServiceStackWire

/// The credentials of an `Authorization` header.
enum AuthorizationHeader: Equatable {
    /// `Bearer {token}`: a JWT or an API key.
    case bearer(String)
    /// `Basic {base64(user:password)}`.
    case basic(userName: String, password: String)
    /// A `Basic` header whose value does not decode.
    case malformedBasic
    /// Another scheme.
    case other

    init(_ value: String) {
        let parts = value.trimmingSpaces.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else {
            self = .other
            return
        }
        let credentials = parts[1].trimmingSpaces
        switch parts[0].lowercased() {
        case "bearer":
            self = .bearer(credentials)
        case "basic":
            guard let data = Data(base64Encoded: credentials), let text = String(data: data, encoding: .utf8),
                let colon = text.firstIndex(of: ":")
            else {
                self = .malformedBasic
                return
            }
            self = .basic(userName: String(text[..<colon]), password: String(text[text.index(after: colon)...]))
        default:
            self = .other
        }
    }
}
