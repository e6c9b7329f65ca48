/// What `swift package servicestack` was asked to do, and the `x` command lines that do it.
struct CommandRequest {
    enum Action: Equatable {
        case help
        case add
        case update
        case check
        case saveMetadata
    }

    static let usage = """
        USAGE: swift package [--allow-writing-to-package-directory] [--allow-network-connections all]
                             servicestack [--target TARGET] [--lang LANGUAGE] COMMAND [ARGUMENTS] [OPTIONS]

        COMMANDS:
          add URL [Name]          Save URL's DTOs as Name.dtos.swift (x swift URL [Name]).
          update [FILE…]          Update the references below the folder, or the FILEs given (x swift [FILE]).
          check [FILE…]           Exit 1 with a diff when a reference is stale (x swift --check [FILE]).
          save-metadata URL [Name]
                                  Save URL/types/metadata as Name.metadata.json, the document the
                                  ServiceStackDTOsPlugin build-tool plugin generates from (x metadata URL [Name]).

        --target TARGET runs in that target's folder (default: the package's folder).
        --lang LANGUAGE: swift (default), typescript|ts, tsd, mjs|js, python|py, java, kotlin|kt, csharp|cs, dart.
        Every option of x swift (x typescript…) is passed on: --include, --exclude, --qs, --metadata, --base-url,
        --local, --server, --ignore-ssl-errors, --verbose. See 'swift run x swift --help'.
        """

    /// Options of `x` that take a value, so their values are not taken for files.
    static let optionsWithValues: Set<String> = ["--include", "--exclude", "--qs", "--metadata", "--base-url"]

    var action: Action
    var language: String
    var positionals: [String]
    var options: [String]

    init(arguments: [String], languages: [String]) throws {
        guard languages.count <= 1 else { throw CommandFailure.usage("--lang can be given once") }
        language = languages.first ?? "swift"
        guard let command = arguments.first else {
            action = .help
            positionals = []
            options = []
            return
        }
        switch command {
        case "add": action = .add
        case "update": action = .update
        case "check": action = .check
        case "save-metadata": action = .saveMetadata
        case "help", "--help", "-h": action = .help
        default:
            throw CommandFailure.usage(
                "unknown command '\(command)': use add, update, check or save-metadata (swift package servicestack help)"
            )
        }
        (positionals, options) = Self.split(Array(arguments.dropFirst()))
        switch action {
        case .add, .saveMetadata:
            guard (1...2).contains(positionals.count) else {
                throw CommandFailure.usage("\(command) takes a server URL and an optional Name")
            }
        case .update, .check, .help: break
        }
    }

    /// The `x` command lines to run, one after the other.
    func invocations() -> [[String]] {
        switch action {
        case .help: return []
        case .add: return [[language] + positionals + options]
        case .saveMetadata: return [["metadata"] + positionals + options]
        case .update, .check:
            let check = action == .check ? ["--check"] : []
            if positionals.isEmpty { return [[language] + options + check] }
            return positionals.map { [language, $0] + options + check }
        }
    }

    /// Separates the positional arguments from the options (with their values).
    static func split(_ arguments: [String]) -> (positionals: [String], options: [String]) {
        var positionals: [String] = []
        var options: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                positionals += arguments[(index + 1)...]
                break
            }
            if argument.hasPrefix("-") {
                options.append(argument)
                if optionsWithValues.contains(argument), index + 1 < arguments.count {
                    options.append(arguments[index + 1])
                    index += 1
                }
            } else {
                positionals.append(argument)
            }
            index += 1
        }
        return (positionals, options)
    }
}
