import ServiceStack

/// A failed `api()` call, printed as its message followed by one line per field error.
struct ApiFailure: Error, CustomStringConvertible {
    let description: String

    init(_ status: ResponseStatus?, action: String) {
        let message = status?.message ?? status?.errorCode ?? "failed"
        var lines = ["Could not \(action): \(message)"]
        for field in status?.errors ?? [] {
            guard let name = field.fieldName else { continue }
            lines.append("  \(name): \(field.message ?? field.errorCode ?? "")")
        }
        description = TerminalText.escaped(lines.joined(separator: "\n"), keepingLineFeeds: true)
    }
}
