import Foundation
import ServiceStackNativeTypes

/// Options given on the command line; they replace the same options of every reference.
public struct OptionOverrides: Sendable, Equatable {
    /// `--include`: replaces `IncludeTypes` when not empty.
    public var includeTypes: [String]
    /// `--exclude`: replaces `ExcludeTypes` when not empty.
    public var excludeTypes: [String]
    /// `--qs key=value`: extra query parameters, also written to the header when the server knows them.
    public var queryParameters: [OptionParameter]
    /// `--base-url`: the `BaseUrl` written into generated files (with `--metadata`).
    public var baseUrl: String?

    /// Creates overrides; nothing is overridden by default.
    public init(
        includeTypes: [String] = [], excludeTypes: [String] = [], queryParameters: [OptionParameter] = [],
        baseUrl: String? = nil
    ) {
        self.includeTypes = includeTypes
        self.excludeTypes = excludeTypes
        self.queryParameters = queryParameters
        self.baseUrl = baseUrl
    }

    /// Parses `--qs` values: each `key=value`, or several joined with `&`.
    package static func parseQueryParameters(_ texts: [String]) throws(ReferenceError) -> [OptionParameter] {
        var parameters: [OptionParameter] = []
        for pair in texts.flatMap({ $0.split(separator: "&") }) {
            guard let equals = pair.firstIndex(of: "=") else {
                throw .invalidArgument("--qs expects key=value, got '\(pair)'")
            }
            let key = pair[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty else { throw .invalidArgument("--qs expects key=value, got '\(pair)'") }
            let value = String(pair[pair.index(after: equals)...])
            parameters.append(OptionParameter(key: key, value: value.removingPercentEncoding ?? value))
        }
        return parameters
    }

    /// `options` with these overrides applied; the result must keep the header `x` needs to update it.
    package func apply(to options: NativeTypesOptions, source: String) throws(ReferenceError) -> NativeTypesOptions {
        var result: NativeTypesOptions
        do {
            result = try NativeTypesOptions(parameters: options.parameters + queryParameters)
        } catch {
            throw .invalidOption(path: source, reason: error.description)
        }
        result.baseUrl = options.baseUrl
        result.additionalParameters = Self.lastOfEachKey(result.additionalParameters)
        if !includeTypes.isEmpty { result.includeTypes = includeTypes }
        if !excludeTypes.isEmpty { result.excludeTypes = excludeTypes }
        if result.withoutOptions == true {
            throw .invalidArgument(
                "WithoutOptions leaves out the Options header that x needs to update the file; remove it")
        }
        return result
    }

    private static func lastOfEachKey(_ parameters: [OptionParameter]) -> [OptionParameter] {
        var result: [OptionParameter] = []
        for parameter in parameters {
            result.removeAll { $0.key.caseInsensitiveCompare(parameter.key) == .orderedSame }
            result.append(parameter)
        }
        return result
    }
}

extension OptionOverrides {
    /// Splits `--include`/`--exclude` values on commas outside `{tag}` and generic brackets.
    package static func typeList(_ values: [String]) -> [String] {
        let joined = OptionParameter(
            key: NativeTypesOptionKey.includeTypes.rawValue, value: values.joined(separator: ","))
        return (try? NativeTypesOptions(parameters: [joined]))?.includeTypes ?? []
    }
}
