import Foundation

/// The files `servicestack-dtos` reads and writes, from its command line.
struct GeneratorRequest {
    static let usage = "usage: servicestack-dtos --metadata FILE --output FILE [--config FILE]"

    var metadata: URL
    var output: URL
    var config: URL?

    init(arguments: [String]) throws(GeneratorFailure) {
        var values: [String: String] = [:]
        var index = 0
        while index < arguments.count {
            let name = arguments[index]
            guard ["--metadata", "--output", "--config"].contains(name), index + 1 < arguments.count else {
                throw GeneratorFailure(file: nil, message: "unexpected argument '\(name)'; \(Self.usage)")
            }
            values[name] = arguments[index + 1]
            index += 2
        }
        guard let metadata = values["--metadata"], let output = values["--output"] else {
            throw GeneratorFailure(file: nil, message: Self.usage)
        }
        self.metadata = URL(fileURLWithPath: metadata)
        self.output = URL(fileURLWithPath: output)
        self.config = values["--config"].map { URL(fileURLWithPath: $0) }
    }
}

/// A failure, printed as `FILE: error: message` so that build logs and Xcode attach it to the file.
struct GeneratorFailure: Error, CustomStringConvertible {
    var file: URL?
    var message: String

    var description: String {
        guard let file else { return "error: \(message)" }
        return "\(file.path): error: \(message)"
    }
}
