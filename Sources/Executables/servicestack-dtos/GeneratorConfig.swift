import Foundation
import ServiceStackNativeTypes

/// Reads `servicestack-config.json`: one JSON object whose keys are the options header's (`BaseUrl`,
/// `IncludeTypes`, `MakePropertiesOptional`…), with string, boolean, number or string-list values.
enum GeneratorConfig {
    /// The largest configuration file read.
    static let maxBytes = 1 << 20

    /// The file's options, as header lines would give them.
    static func parameters(from file: URL) throws(GeneratorFailure) -> [OptionParameter] {
        let data = try SourceFile.read(file, maxBytes: maxBytes)
        let values: [String: ConfigValue]
        do {
            values = try JSONDecoder().decode([String: ConfigValue].self, from: data)
        } catch {
            throw GeneratorFailure(
                file: file,
                message: "not a JSON object of options (strings, booleans, numbers or lists of strings): \(error)")
        }
        var parameters: [OptionParameter] = []
        for key in values.keys.sorted() {
            guard key.caseInsensitiveCompare("BaseUrl") == .orderedSame || NativeTypesOptionKey(matching: key) != nil
            else {
                let known = ["BaseUrl"] + NativeTypesOptionKey.allCases.map(\.rawValue)
                throw GeneratorFailure(
                    file: file, message: "unknown option '\(key)'; the options are \(known.joined(separator: ", "))")
            }
            if let value = values[key] { parameters.append(OptionParameter(key: key, value: value.text)) }
        }
        return parameters
    }
}

/// One option's value in the configuration file.
enum ConfigValue: Decodable {
    case text(String)
    case flag(Bool)
    case number(Double)
    case list([String])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .flag(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            self = .list(try container.decode([String].self))
        }
    }

    /// The value as an options header line writes it.
    var text: String {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag ? "True" : "False"
        case .number(let number): number == number.rounded() ? String(Int(number)) : String(number)
        case .list(let items): items.joined(separator: ",")
        }
    }
}
