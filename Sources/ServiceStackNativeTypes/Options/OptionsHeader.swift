import Foundation

/// Reads the `/* Options: ... */` header of a generated file, as `x swift` does when updating.
public enum OptionsHeader {
    /// Parses a header: lines before `BaseUrl:` are ignored; after it, every line that does not
    /// start with `//` and contains `:` is an option. Parsing stops at a line starting with `*/`.
    /// - Throws: `OptionsError.notAReference` without `Options:`, `.missingBaseUrl`, or `.invalidValue`.
    public static func parse(_ source: String) throws(OptionsError) -> ParsedReference {
        guard let start = source.range(of: "Options:") else { throw .notAReference }
        var baseUrl: String?
        var usePath: String?
        var parameters: [OptionParameter] = []
        var lines = source[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .makeIterator()
        _ = lines.next()  // the rest of the `/* Options:` line
        while let rawLine = lines.next() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.hasPrefix("*/") || line.hasPrefix("*)") || line.hasPrefix("\"\"\"") { break }
            if line.hasPrefix("BaseUrl: ") {
                baseUrl = line.dropFirst("BaseUrl: ".count).trimmingCharacters(in: .whitespaces)
                continue
            }
            if line.hasPrefix("UsePath: ") {
                usePath = line.dropFirst("UsePath: ".count).trimmingCharacters(in: .whitespaces)
                continue
            }
            guard baseUrl != nil, !line.hasPrefix("//"), let colon = line.firstIndex(of: ":") else {
                continue
            }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty else { continue }
            parameters.append(OptionParameter(key: key, value: value))
        }
        guard let baseUrl else { throw .missingBaseUrl }
        var options = try NativeTypesOptions(parameters: parameters)
        options.baseUrl = baseUrl
        return ParsedReference(
            baseUrl: baseUrl, usePath: usePath, parameters: parameters, options: options)
    }
}
