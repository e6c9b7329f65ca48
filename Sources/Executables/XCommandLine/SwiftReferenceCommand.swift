import ArgumentParser
import Foundation
import ServiceStackNativeTypes
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

    @OptionGroup var common: ReferenceArguments

    @Flag(name: .long, help: "Fetch /types/metadata and generate with this package's generator.")
    var local = false

    func validate() throws {
        if local && common.metadata != nil { throw ValidationError("--local and --metadata cannot be used together.") }
    }

    func run() async throws {
        try await common.run(language: .swift, networkMode: local ? .local : .server)
    }
}
