import ArgumentParser
import ServiceStackNativeTypes
import ServiceStackReferences

/// What every command for a language other than Swift says and does: new text is generated here from the
/// server's `/types/metadata` (or a saved document), or downloaded from `/types/{language}` with `--server` and
/// when the server is older than the metadata this generator reads.
protocol LanguageReferenceCommand: AsyncParsableCommand {
    static var language: NativeTypesLanguage { get }
    var common: ReferenceArguments { get }
    var server: Bool { get }
}

extension LanguageReferenceCommand {
    static func makeConfiguration(aliases: [String] = []) -> CommandConfiguration {
        let verb = language.verb
        let file = language.defaultFileName
        let path = language.rawValue
        return CommandConfiguration(
            commandName: verb,
            abstract: "Add, update or check \(language.displayName) ServiceStack references (\(file)).",
            discussion: """
                Forms:
                  x \(verb) URL [Name]  Save Name.\(file) (without a Name: \(file), or
                                  {host}.\(file) when \(file) exists).
                  x \(verb)             Update every \(file) and *.\(file) below this folder.
                  x \(verb) FILE        Update one reference (or those below a folder).

                The DTOs are generated here from URL/types/metadata, as the server's
                /types/\(path) would generate them; a server without a /types/metadata this
                generator can read is asked for /types/\(path) instead (--server always does).
                --metadata FILE generates offline from a saved /types/metadata document.

                Updating reads the file's Options header: BaseUrl, and every option line
                without a leading //. A file is replaced only after the new text was
                produced and checked, and then atomically; on any failure it is left as
                it was, and x exits with status 1.

                Examples:
                  x \(verb) https://techstacks.io TechStacks
                  x \(verb) http://localhost:5000 --include "Hello.*"
                  x \(verb) --check
                """,
            aliases: aliases)
    }

    func validate() throws {
        if server && common.metadata != nil {
            throw ValidationError("--server and --metadata cannot be used together.")
        }
    }

    func run() async throws {
        try await common.run(language: Self.language, networkMode: server ? .server : .local)
    }
}

/// `x typescript` (`x ts`): `dtos.ts`.
struct TypeScriptReferenceCommand: LanguageReferenceCommand {
    static let language = NativeTypesLanguage.typeScript
    static let configuration = makeConfiguration(aliases: ["ts"])
    @OptionGroup var common: ReferenceArguments
    @Flag(name: .long, help: "Download /types/typescript from the server instead of generating here.")
    var server = false
}

/// `x tsd` (`x typescript.d`): TypeScript declarations, `dtos.d.ts`.
struct TypeScriptDeclarationsReferenceCommand: LanguageReferenceCommand {
    static let language = NativeTypesLanguage.typeScriptDeclarations
    static let configuration = makeConfiguration(aliases: ["typescript.d"])
    @OptionGroup var common: ReferenceArguments
    @Flag(name: .long, help: "Download /types/typescript.d from the server instead of generating here.")
    var server = false
}

/// `x mjs` (`x js`, `x javascript`): JavaScript ES modules, `dtos.mjs`.
struct JavaScriptReferenceCommand: LanguageReferenceCommand {
    static let language = NativeTypesLanguage.javaScript
    static let configuration = makeConfiguration(aliases: ["js", "javascript"])
    @OptionGroup var common: ReferenceArguments
    @Flag(name: .long, help: "Download /types/js from the server instead of generating here.")
    var server = false
}

/// `x python` (`x py`): `dtos.py`.
struct PythonReferenceCommand: LanguageReferenceCommand {
    static let language = NativeTypesLanguage.python
    static let configuration = makeConfiguration(aliases: ["py"])
    @OptionGroup var common: ReferenceArguments
    @Flag(name: .long, help: "Download /types/python from the server instead of generating here.")
    var server = false
}

/// `x java` (`x ja`): `dtos.java`.
struct JavaReferenceCommand: LanguageReferenceCommand {
    static let language = NativeTypesLanguage.java
    static let configuration = makeConfiguration(aliases: ["ja"])
    @OptionGroup var common: ReferenceArguments
    @Flag(name: .long, help: "Download /types/java from the server instead of generating here.")
    var server = false
}

/// `x kotlin` (`x kt`): `dtos.kt`.
struct KotlinReferenceCommand: LanguageReferenceCommand {
    static let language = NativeTypesLanguage.kotlin
    static let configuration = makeConfiguration(aliases: ["kt"])
    @OptionGroup var common: ReferenceArguments
    @Flag(name: .long, help: "Download /types/kotlin from the server instead of generating here.")
    var server = false
}

/// `x csharp` (`x cs`): `dtos.cs`.
struct CSharpReferenceCommand: LanguageReferenceCommand {
    static let language = NativeTypesLanguage.cSharp
    static let configuration = makeConfiguration(aliases: ["cs"])
    @OptionGroup var common: ReferenceArguments
    @Flag(name: .long, help: "Download /types/csharp from the server instead of generating here.")
    var server = false
}

/// `x dart` (`x da`): `dtos.dart`.
struct DartReferenceCommand: LanguageReferenceCommand {
    static let language = NativeTypesLanguage.dart
    static let configuration = makeConfiguration(aliases: ["da"])
    @OptionGroup var common: ReferenceArguments
    @Flag(name: .long, help: "Download /types/dart from the server instead of generating here.")
    var server = false
}
