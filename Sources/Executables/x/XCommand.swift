import ArgumentParser

/// `x`: ServiceStack's command-line tool, for Swift references.
@main
struct XCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "x",
        abstract: "Add and update Swift ServiceStack references (*.dtos.swift).",
        discussion: """
            Run it from your project folder:
              x swift https://techstacks.io             add dtos.swift
              x swift https://techstacks.io TechStacks  add TechStacks.dtos.swift
              x swift                                   update every reference
              x swift TechStacks.dtos.swift             update one reference

            See 'x swift --help' for the options.
            """,
        subcommands: [SwiftReferenceCommand.self]
    )
}
