import Foundation

extension NativeTypesOptions {
    /// Reads options from a `/types/swift` query string's items (including `BaseUrl`).
    public init(queryItems: [URLQueryItem]) throws(OptionsError) {
        try self.init(
            parameters: queryItems.map { OptionParameter(key: $0.name, value: $0.value ?? "") })
    }

    /// The given options as query items; booleans are written `true`/`false`, as are additional parameters
    /// whose value is `True` or `False`.
    public var queryItems: [URLQueryItem] {
        let additional = additionalParameters.map { parameter in
            let isBool = parameter.value == "True" || parameter.value == "False"
            return OptionParameter(key: parameter.key, value: isBool ? parameter.value.lowercased() : parameter.value)
        }
        return (givenParameters { option in option.queryText } + additional).map {
            URLQueryItem(name: $0.key, value: $0.value)
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
