import ArgumentParser
import Foundation
import TechStacksClient

struct LogoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logo", abstract: "Download technology logos (cached in memory) and save them to files.",
        discussion: ConsoleExamples.section("logo swift rust swift --output-directory logos"))

    @OptionGroup var connection: ConnectionOptions

    @Argument(help: "One or more technology slugs; a repeated slug comes from the cache.")
    var slugs: [String]

    @ArgumentParser.Option(help: "The directory to save logos in (created when missing).")
    var outputDirectory = "."

    func run() async throws {
        let slugs = slugs
        let directory = try OutputDirectory.prepare(outputDirectory)
        try await connection.run { session in
            var table = TextTable("Slug", "Bytes", "Type", "Source", "Saved to")
            for slug in slugs {
                let technology = try await session.call("Loading \(slug)") {
                    try await session.data.technology(slug: slug)
                }
                let url = technology.technology?.logoUrl ?? "/logos/\(slug)"
                let cached = session.data.imageCache[url] != nil
                let image = try await session.call("Downloading \(url)") { try await session.data.loadImage(url: url) }
                let file = directory.appendingPathComponent(slug + fileExtension(image.contentType))
                try OutputDirectory.write(image.data, to: file)
                table.add(
                    slug, "\(image.data.count)", image.contentType ?? "?", cached ? "cache" : "network", file.path)
            }
            print(table.render())
        }
    }
}

private func fileExtension(_ contentType: String?) -> String {
    switch contentType?.split(separator: ";").first.map(String.init) {
    case "image/svg+xml": ".svg"
    case "image/png": ".png"
    case "image/jpeg": ".jpg"
    default: ".bin"
    }
}
