import ArgumentParser
import Foundation
import ServiceStackNativeTypes
import ServiceStackReferences

/// The arguments and options every language's command takes (`x swift`, `x typescript`, `x python`…).
struct ReferenceArguments: ParsableArguments {
    @Argument(help: "A server URL (or host:port for http://) and an optional Name, or a reference file to update.")
    var arguments: [String] = []

    @Option(name: .long, help: "Types to generate (sets IncludeTypes; comma-separated or repeated).")
    var include: [String] = []

    @Option(name: .long, help: "Types to leave out (sets ExcludeTypes; comma-separated or repeated).")
    var exclude: [String] = []

    @Option(name: .customLong("qs"), help: "An extra query parameter, key=value (repeatable).")
    var queryParameters: [String] = []

    @Option(
        name: .long, help: "Generate offline from a saved /types/metadata document.",
        completion: .file(extensions: ["json"]))
    var metadata: String?

    @Option(name: .long, help: "The BaseUrl written into files generated with --metadata.")
    var baseUrl: String?

    @Flag(
        name: .long,
        help: "Compare with the files on disk (ignoring the Date: line); exit 1 with a diff when stale.")
    var check = false

    @Flag(name: .long, help: ArgumentHelp("Accept invalid TLS certificates (for development servers)."))
    var ignoreSslErrors = false

    @Flag(name: [.short, .long], help: "Print each request.")
    var verbose = false

    func validate() throws {
        if baseUrl != nil && metadata == nil { throw ValidationError("--base-url is only used with --metadata.") }
    }

    /// Adds, updates or checks the references in `language`, with new text from `networkMode` (or the
    /// `--metadata` file); exits with status 1 when any reference failed or, with `--check`, is stale.
    func run(language: NativeTypesLanguage, networkMode: GenerationMode) async throws {
        let console = Console()
        let mode: GenerationMode
        if let metadata {
            mode = .metadataFile(URL(fileURLWithPath: metadata, relativeTo: Self.currentDirectory).standardizedFileURL)
        } else {
            mode = networkMode
        }
        let jobs: [ReferenceJob]
        let overrides: OptionOverrides
        do {
            overrides = try makeOverrides()
            jobs = try ReferenceInvocation.jobs(
                arguments: arguments, mode: mode, directory: Self.currentDirectory, language: language)
        } catch {
            console.failure(error)
            throw ExitCode.failure
        }
        let runner = ReferenceRunner(
            language: language, mode: mode, overrides: overrides, checkOnly: check,
            fetcher: HTTPFetcher(
                ignoreCertificateErrors: ignoreSslErrors,
                certificateIgnoringTransport: CertificateIgnoringTransport.current),
            log: { [verbose] line in if verbose { console.error(line) } })
        if verbose { console.error("\(jobs.count) reference(s): \(jobs.map(\.displayPath).joined(separator: ", "))") }
        let results = await runner.run(jobs) { console.report($0) }
        if jobs.count > 1 || check { console.summary(results, checkOnly: check, verb: language.verb) }
        if results.contains(where: \.outcome.isFailure) { throw ExitCode.failure }
    }

    private func makeOverrides() throws(ReferenceError) -> OptionOverrides {
        OptionOverrides(
            includeTypes: OptionOverrides.typeList(include), excludeTypes: OptionOverrides.typeList(exclude),
            queryParameters: try OptionOverrides.parseQueryParameters(queryParameters), baseUrl: baseUrl)
    }

    private static var currentDirectory: URL {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }
}
