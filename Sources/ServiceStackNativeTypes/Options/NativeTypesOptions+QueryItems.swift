import Foundation

extension NativeTypesOptions {
    /// Reads options from a `/types/swift` query string's items (including `BaseUrl`).
    public init(queryItems: [URLQueryItem]) throws(OptionsError) {
        try self.init(
            parameters: queryItems.map { OptionParameter(key: $0.name, value: $0.value ?? "") })
    }

    /// The given options as query items; booleans are written `true`/`false`.
    public var queryItems: [URLQueryItem] {
        parameters.map { parameter in
            let value: String
            switch parameter.value {
            case "True": value = "true"
            case "False": value = "false"
            default: value = parameter.value
            }
            return URLQueryItem(name: parameter.key, value: value)
        }
    }

    /// The `/types/swift` URL that regenerates a reference with these options:
    /// `{baseUrl}/types/swift` (or `{baseUrl}/{usePath}`) plus the query string.
    public func typesURL(usePath: String? = nil) -> URL? {
        guard let baseUrl else { return nil }
        let trimmedBase = baseUrl.hasSuffix("/") ? String(baseUrl.dropLast()) : baseUrl
        let path = usePath.map { $0.hasPrefix("/") ? String($0.dropFirst()) : $0 } ?? "types/swift"
        guard var components = URLComponents(string: "\(trimmedBase)/\(path)") else { return nil }
        let items = queryItems
        if !items.isEmpty {
            components.queryItems = (components.queryItems ?? []) + items
        }
        return components.url
    }
}
