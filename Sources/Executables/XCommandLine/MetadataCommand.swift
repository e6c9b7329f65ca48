import ArgumentParser
import Foundation
import ServiceStackReferences

/// `x metadata URL [Name]`: saves a server's `/types/metadata` document to generate from without the network.
struct MetadataCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metadata",
        abstract: "Save a server's /types/metadata document (Name.metadata.json).",
        discussion: """
            Saves URL/types/metadata as Name.metadata.json (without a Name:
            {host}.metadata.json, techstacks.io -> techstacks.metadata.json). Commit it:
              x swift --metadata Name.metadata.json Name   generates Name.dtos.swift from it;
              a target holding it, with the ServiceStackDTOsPlugin build-tool plugin,
              gets Name.dtos.swift generated at build time.

            The file is replaced only after the new document was read back as a metadata
            document, and then atomically; on any failure it is left as it was, and x
            exits with status 1.

            Examples:
              x metadata https://techstacks.io TechStacks
              x metadata http://localhost:5000
            """
    )

    @Argument(help: "The server URL (or host:port for http://).")
    var url: String

    @Argument(help: "The document's Name (Name.metadata.json).")
    var name: String?

    @Flag(name: .long, help: ArgumentHelp("Accept invalid TLS certificates (for development servers)."))
    var ignoreSslErrors = false

    @Flag(name: [.short, .long], help: "Print each request.")
    var verbose = false

    func run() async throws {
        let console = Console()
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let file: (url: URL, displayPath: String)
        do {
            file = try MetadataDocumentSaver.file(server: url, name: name, in: directory)
        } catch {
            console.failure(error)
            throw ExitCode.failure
        }
        let saver = MetadataDocumentSaver(
            fetcher: HTTPFetcher(
                ignoreCertificateErrors: ignoreSslErrors,
                certificateIgnoringTransport: CertificateIgnoringTransport.current),
            log: { [verbose] line in if verbose { console.error(line) } })
        let result = await saver.save(server: url, to: file.url, displayPath: file.displayPath)
        console.report(result)
        if result.outcome.isFailure { throw ExitCode.failure }
    }
}
