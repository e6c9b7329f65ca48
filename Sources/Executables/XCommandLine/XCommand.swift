import ArgumentParser

/// `x`: ServiceStack's command-line tool, for references in Swift and every other language a host serves. The
/// `x` executable runs it, and so does the `servicestack` command plugin (through `servicestack-x`).
package struct XCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "x",
        abstract: "Add and update ServiceStack references (*.dtos.swift, *.dtos.ts, *.dtos.py…).",
        discussion: """
            Run it from your project folder:
              x swift https://techstacks.io             add dtos.swift
              x swift https://techstacks.io TechStacks  add TechStacks.dtos.swift
              x swift                                   update every reference
              x swift TechStacks.dtos.swift             update one reference

            Other languages, with ServiceStack's verbs (the same forms and options):
              x typescript|ts  dtos.ts       x tsd            dtos.d.ts
              x mjs|js         dtos.mjs      x python|py      dtos.py
              x java           dtos.java     x kotlin|kt      dtos.kt
              x csharp|cs      dtos.cs       x dart           dtos.dart

            Save a server's metadata document, to generate from without the network:
              x metadata https://techstacks.io TechStacks  save TechStacks.metadata.json

            See 'x swift --help' (x typescript --help…) for the options.
            """,
        subcommands: [
            SwiftReferenceCommand.self, TypeScriptReferenceCommand.self, TypeScriptDeclarationsReferenceCommand.self,
            JavaScriptReferenceCommand.self, PythonReferenceCommand.self, JavaReferenceCommand.self,
            KotlinReferenceCommand.self, CSharpReferenceCommand.self, DartReferenceCommand.self, MetadataCommand.self,
        ]
    )

    package init() {}
}

extension XCommand {
    /// Parses the process's arguments and runs the command they name, exiting as ArgumentParser's `main` does (its
    /// asynchronous `main` is not chosen from top-level code).
    package static func runFromCommandLine() async {
        do {
            var command = try parseAsRoot()
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
