import ArgumentParser
import Foundation
import ServiceStackAsyncHTTPClient
import ServiceStackReferences

/// `x swift`: add, update or check Swift references.
struct SwiftReferenceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Add, update or check Swift ServiceStack references.",
        discussion: """
            Forms:
              x swift URL [Name]  Save URL/types/swift as Name.dtos.swift. Without a
                                  Name: dtos.swift, or {host}.dtos.swift when
                                  dtos.swift exists (techstacks.io -> techstacks).
                                  A bare host:port means http://host:port.
              x swift             Update every dtos.swift and *.dtos.swift below
                                  this folder, 4 at a time (hidden folders such as
                                  .build and .git are skipped).
              x swift FILE        Update one reference (or those below a folder).

            Updating reads the file's Options header: BaseUrl, and every option
            line without a leading //. To change an option, remove the // in
            front of it and update again.

            A file is replaced only after the new text was downloaded (or
            generated) and checked, and then atomically. On any failure it is
            left as it was, and x exits with status 1.

            Examples:
              x swift https://techstacks.io TechStacks
              x swift http://localhost:5000 --include "Hello.*" --exclude Ping
              x swift Api.dtos.swift --qs AddResponseStatus=true
              x swift --check               (CI: exit 1 with a diff when stale)
              x swift http://localhost:5000 --local
              x swift --metadata api.json Api --base-url https://api.example.org
            """,
        aliases: ["sw"]
    )

    @Argument(help: "A server URL (or host:port for http://) and an optional Name, or a reference file to update.")
    var arguments: [String] = []

    @Option(name: .long, help: "Types to generate (sets IncludeTypes; comma-separated or repeated).")
    var include: [String] = []

    @Option(name: .long, help: "Types to leave out (sets ExcludeTypes; comma-separated or repeated).")
    var exclude: [String] = []

    @Option(name: .customLong("qs"), help: "An extra query parameter, key=value (repeatable).")
    var queryParameters: [String] = []

    @Flag(name: .long, help: "Fetch /types/metadata and generate with this package's generator.")
    var local = false

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

    @Flag(name: .long, help: Self.ignoreSSLHelp)
    var ignoreSslErrors = false

    @Flag(name: [.short, .long], help: "Print each request.")
    var verbose = false

    static let ignoreSSLHelp = ArgumentHelp("Accept invalid TLS certificates (for development servers).")

    func validate() throws {
        if local && metadata != nil { throw ValidationError("--local and --metadata cannot be used together.") }
        if baseUrl != nil && metadata == nil { throw ValidationError("--base-url is only used with --metadata.") }
    }

    func run() async throws {
        let console = Console()
        let mode: GenerationMode
        if let metadata {
            mode = .metadataFile(URL(fileURLWithPath: metadata, relativeTo: Self.currentDirectory).standardizedFileURL)
        } else {
            mode = local ? .local : .server
        }
        let jobs: [ReferenceJob]
        let overrides: OptionOverrides
        do {
            overrides = try makeOverrides()
            jobs = try ReferenceInvocation.jobs(arguments: arguments, mode: mode, directory: Self.currentDirectory)
        } catch {
            console.failure(error)
            throw ExitCode.failure
        }
        let runner = ReferenceRunner(
            mode: mode, overrides: overrides, checkOnly: check,
            fetcher: HTTPFetcher(
                ignoreCertificateErrors: ignoreSslErrors,
                certificateIgnoringTransport: { hosts in
                    let transport = AsyncHTTPClientTransport()
                    transport.setIgnoredCertificateHosts(hosts)
                    return transport
                }),
            log: { [verbose] line in if verbose { console.error(line) } })
        if verbose { console.error("\(jobs.count) reference(s): \(jobs.map(\.displayPath).joined(separator: ", "))") }
        let results = await runner.run(jobs) { console.report($0) }
        if jobs.count > 1 || check { console.summary(results, checkOnly: check) }
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
