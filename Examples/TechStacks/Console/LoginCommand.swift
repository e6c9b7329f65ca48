import ArgumentParser
import Foundation
import ServiceStack
import TechStacksClient

struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Signs in to a TechStacks server and keeps the tokens for later commands.",
        discussion: """
            Without --password, the password is read from the first line of standard input.

            \(ConsoleExamples.section("login demo --password demo --base-url http://127.0.0.1:5050/"))
            """)

    @OptionGroup var connection: ConnectionOptions

    @Argument(help: "The user name (the demo server's is demo).")
    var user: String

    @ArgumentParser.Option(help: "The password (the demo user's is demo).")
    var password: String?

    func validate() throws {
        guard connection.baseUrl != nil else {
            throw ValidationError("login needs --base-url: an embedded server forgets sign-ins when the command ends")
        }
    }

    func run() async throws {
        let user = user
        guard let password = password ?? readPassword() else { throw ValidationFailure("No password given") }
        try await connection.run { session in
            let result = try await session.call("Signing in") {
                await session.data.signIn(userName: user, password: password)
            }
            guard let response = result.response else { throw ApiFailure(result.error, action: "sign in") }
            let tokens = SavedSessions.Tokens(
                userName: response.userName ?? user, bearerToken: response.bearerToken,
                refreshToken: response.refreshToken)
            try SavedSessions.standard.save(tokens, for: session.data.client.baseUrl)
            print("Signed in as \(TerminalText.escaped(tokens.userName, keepingLineFeeds: false))")
        }
    }

    private func readPassword() -> String? {
        FileHandle.standardError.write(Data("Password: ".utf8))
        return readLine(strippingNewline: true)
    }
}

struct LogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout", abstract: "Forgets the tokens `login` kept for a server.",
        discussion: ConsoleExamples.section("logout --base-url http://127.0.0.1:5050/"))

    @ArgumentParser.Option(help: "The TechStacks server's base URL.")
    var baseUrl: String

    func run() throws {
        let removed = try SavedSessions.standard.remove(for: baseUrl)
        print(removed ? "Signed out" : "Not signed in to \(TerminalText.escaped(baseUrl, keepingLineFeeds: false))")
    }
}
