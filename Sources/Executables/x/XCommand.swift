import ArgumentParser

/// `x`: ServiceStack's command-line tool, for references in Swift and every other language a host serves.
@main
struct XCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
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

            See 'x swift --help' (x typescript --help…) for the options.
            """,
        subcommands: [
            SwiftReferenceCommand.self, TypeScriptReferenceCommand.self, TypeScriptDeclarationsReferenceCommand.self,
            JavaScriptReferenceCommand.self, PythonReferenceCommand.self, JavaReferenceCommand.self,
            KotlinReferenceCommand.self, CSharpReferenceCommand.self, DartReferenceCommand.self,
        ]
    )
}
