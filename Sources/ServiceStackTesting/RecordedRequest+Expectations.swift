import Foundation

/// Checks on a request that throw `RequestExpectationFailure` with expected and actual values.
/// They return the request, so checks chain: `try request.expect(method: "POST").expect(json: ...)`.
extension RecordedRequest {
    /// Checks the verb and/or the URL path (`/api/Hello`).
    @discardableResult
    public func expect(path expectedPath: String? = nil, method expectedMethod: String? = nil) throws -> Self {
        var differences: [String] = []
        if let expectedMethod, expectedMethod.uppercased() != method {
            differences.append("method: expected \(expectedMethod.uppercased()), got \(method)")
        }
        if let expectedPath, expectedPath != path {
            differences.append("path: expected \(expectedPath), got \(path)")
        }
        return try check("Request line", differences)
    }

    /// Checks that this is a typed call with request DTO `T`.
    @discardableResult
    public func expect<T>(requestType: T.Type) throws -> Self {
        let expected = RequestTypeName.of(T.self)
        let differences =
            requestTypeName == expected
            ? [] : ["request type: expected \(expected), got \(requestTypeName ?? "none (not a typed call)")"]
        return try check("Request DTO type", differences)
    }

    /// Checks that the query string has these items (other items are allowed unless `exactly`).
    @discardableResult
    public func expect(query expected: [String: String], exactly: Bool = false) throws -> Self {
        let actual = Dictionary(queryItems.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        var differences: [String] = []
        for name in expected.keys.sorted() where actual[name] != expected[name] {
            let got = actual[name].map { "\"\($0)\"" } ?? "nothing"
            differences.append("\(name): expected \"\(expected[name] ?? "")\", got \(got)")
        }
        if exactly {
            for name in actual.keys.sorted() where expected[name] == nil {
                differences.append("\(name): unexpected \"\(actual[name] ?? "")\"")
            }
        }
        return try check("Query string", differences)
    }

    /// Checks that header `name` has `value` (or, with nil, is absent).
    @discardableResult
    public func expect(header name: String, _ value: String?) throws -> Self {
        let actual = header(name)
        guard actual != value else { return self }
        let describe: (String?) -> String = { $0.map { "\"\($0)\"" } ?? "no header" }
        return try check("Header \(name)", ["expected \(describe(value)), got \(describe(actual))"])
    }

    /// Checks that header `name` is present, whatever its value.
    @discardableResult
    public func expect(hasHeader name: String) throws -> Self {
        try check("Header \(name)", header(name) == nil ? ["expected a value, got no header"] : [])
    }

    /// Checks the JSON body against JSON text, compared as JSON (key order and spacing do not matter).
    @discardableResult
    public func expect(json expected: String) throws -> Self {
        try expect(jsonValue: try JSONValue(parsing: expected))
    }

    /// Checks the JSON body against a value such as `["name": "World", "ids": [1, 2]]`, compared as JSON.
    @discardableResult
    public func expect(jsonObject expected: Any) throws -> Self {
        try expect(jsonValue: try JSONValue(object: expected))
    }

    /// Checks the JSON body against `dto` encoded as the client encodes it, compared as JSON.
    @discardableResult
    public func expect(body dto: some Encodable) throws -> Self {
        try expect(jsonValue: try JSONValue(encoding: dto))
    }

    /// Checks the JSON body against a parsed document.
    @discardableResult
    public func expect(jsonValue expected: JSONValue) throws -> Self {
        guard let actual = json else {
            let got = body.isEmpty ? "no body" : "a body that is not JSON: \(String(decoding: body, as: UTF8.self))"
            return try check("JSON payload", ["expected \(expected), got \(got)"])
        }
        return try check("JSON payload", JSONDiff.differences(expected: expected, actual: actual))
    }

    private func check(_ subject: String, _ differences: [String]) throws -> Self {
        guard differences.isEmpty else {
            throw RequestExpectationFailure(subject: subject, request: description, differences: differences)
        }
        return self
    }
}

extension Optional where Wrapped == RecordedRequest {
    /// The request, or a `RequestExpectationFailure` when none was recorded (`try stub.last.unwrap()`).
    public func unwrap() throws -> RecordedRequest {
        guard let self else {
            throw RequestExpectationFailure(subject: "Request", request: "none", differences: ["no request was sent"])
        }
        return self
    }
}
