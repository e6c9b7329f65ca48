import ArgumentParser
import ServiceStack
import TechStacksClient

/// `techstacks add technology|stack ...`
struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Adds a technology or a stack (signed-in users).",
        discussion: "Sign in first with `techstacks login`, or pass --user and --password (the demo's: demo, demo).",
        subcommands: [AddTechnologyCommand.self, AddStackCommand.self])
}

/// `techstacks edit technology|stack SLUG ...`
struct EditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Changes a technology or a stack (signed-in users).",
        subcommands: [EditTechnologyCommand.self, EditStackCommand.self])
}

/// `techstacks delete technology|stack SLUG`
struct DeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Deletes a technology or a stack (signed-in users).",
        subcommands: [DeleteTechnologyCommand.self, DeleteStackCommand.self])
}

struct AddTechnologyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "technology", abstract: "Adds a technology.",
        discussion: ConsoleExamples.section(
            "add technology --name 'Swift NIO Extras' --tier Server --user demo --password demo"))
    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var signIn: SignInOptions
    @OptionGroup var fields: TechnologyFieldOptions

    func run() async throws {
        let (signIn, fields) = (signIn, fields)
        try await connection.run { session in
            try await signIn.signIn(session)
            let form = session.data.newTechnologyForm()
            fields.apply(to: form)
            try await SaveReport.technology(form, session: session, verb: "Added")
        }
    }
}

struct EditTechnologyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "technology", abstract: "Changes the fields given of a technology.",
        discussion: ConsoleExamples.section(
            "edit technology swift --description 'Safe and fast' --user demo --password demo"))
    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var signIn: SignInOptions
    @Argument(help: "The technology's slug.") var slug: String
    @OptionGroup var fields: TechnologyFieldOptions

    func run() async throws {
        let (signIn, fields, slug) = (signIn, fields, slug)
        try await connection.run { session in
            try await signIn.signIn(session)
            let response = try await session.call("Loading \(slug)") { try await session.data.technology(slug: slug) }
            guard let technology = response.technology else { throw ValidationFailure("No technology '\(slug)'") }
            let form = session.data.editForm(for: technology)
            fields.apply(to: form)
            try await SaveReport.technology(form, session: session, verb: "Updated")
        }
    }
}

struct DeleteTechnologyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "technology", abstract: "Deletes a technology.",
        discussion: ConsoleExamples.section("delete technology rust --user demo --password demo"))
    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var signIn: SignInOptions
    @Argument(help: "The technology's slug.") var slug: String

    func run() async throws {
        let (signIn, slug) = (signIn, slug)
        try await connection.run { session in
            try await signIn.signIn(session)
            let response = try await session.call("Loading \(slug)") { try await session.data.technology(slug: slug) }
            guard let id = response.technology?.id else { throw ValidationFailure("No technology '\(slug)'") }
            let result = try await session.call("Deleting") { await session.data.deleteTechnology(id: id) }
            guard result.succeeded else { throw ApiFailure(result.error, action: "delete \(slug)") }
            print("Deleted technology \(TerminalText.escaped(slug, keepingLineFeeds: false)) (id \(id))")
        }
    }
}

struct AddStackCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stack", abstract: "Adds a stack.",
        discussion: ConsoleExamples.section(
            "add stack --name 'My Stack' --tech swift --tech postgresql --user demo --password demo"))
    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var signIn: SignInOptions
    @OptionGroup var fields: StackFieldOptions

    func run() async throws {
        let (signIn, fields) = (signIn, fields)
        try await connection.run { session in
            try await signIn.signIn(session)
            let form = session.data.newStackForm()
            try await fields.apply(to: form, session: session)
            try await SaveReport.stack(form, session: session, verb: "Added")
        }
    }
}

struct EditStackCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stack", abstract: "Changes the fields given of a stack.",
        discussion: ConsoleExamples.section(
            "edit stack acme-fitness --description 'Runs on Swift' --user demo --password demo"))
    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var signIn: SignInOptions
    @Argument(help: "The stack's slug.") var slug: String
    @OptionGroup var fields: StackFieldOptions

    func run() async throws {
        let (signIn, fields, slug) = (signIn, fields, slug)
        try await connection.run { session in
            try await signIn.signIn(session)
            let response = try await session.call("Loading \(slug)") { try await session.data.stack(slug: slug) }
            guard let stack = response.result else { throw ValidationFailure("No stack '\(slug)'") }
            let form = session.data.editForm(for: stack)
            try await fields.apply(to: form, session: session)
            try await SaveReport.stack(form, session: session, verb: "Updated")
        }
    }
}

struct DeleteStackCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stack", abstract: "Deletes a stack.",
        discussion: ConsoleExamples.section("delete stack acme-notes --user demo --password demo"))
    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var signIn: SignInOptions
    @Argument(help: "The stack's slug.") var slug: String

    func run() async throws {
        let (signIn, slug) = (signIn, slug)
        try await connection.run { session in
            try await signIn.signIn(session)
            let response = try await session.call("Loading \(slug)") { try await session.data.stack(slug: slug) }
            guard let id = response.result?.id else { throw ValidationFailure("No stack '\(slug)'") }
            let result = try await session.call("Deleting") { await session.data.deleteStack(id: id) }
            guard result.succeeded else { throw ApiFailure(result.error, action: "delete \(slug)") }
            print("Deleted stack \(TerminalText.escaped(slug, keepingLineFeeds: false)) (id \(id))")
        }
    }
}

/// Saves a form and prints the outcome: the saved row's slug and id, or each field's error.
@MainActor
enum SaveReport {
    static func technology(_ form: TechnologyForm, session: ConsoleSession, verb: String) async throws {
        let result = try await session.call("Saving") { await form.save() }
        guard let saved = result.response else { throw ApiFailure(result.error, action: "save") }
        print("\(verb) technology \(line(saved.slug, saved.id))")
    }

    static func stack(_ form: TechnologyStackForm, session: ConsoleSession, verb: String) async throws {
        let result = try await session.call("Saving") { await form.save() }
        guard let saved = result.response else { throw ApiFailure(result.error, action: "save") }
        print("\(verb) stack \(line(saved.slug, saved.id))")
    }

    private static func line(_ slug: String?, _ id: Int?) -> String {
        TerminalText.escaped("\(slug ?? "?") (id \(id.map(String.init) ?? "?"))", keepingLineFeeds: false)
    }
}
