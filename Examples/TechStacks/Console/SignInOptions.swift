import ArgumentParser
import ServiceStack
import TechStacksClient

/// How a write command signs in: `--user`/`--password` for this run, else the tokens `login` saved.
struct SignInOptions: ParsableArguments {
    @ArgumentParser.Option(help: "Sign in as this user for this command only (the demo server's user is demo / demo).")
    var user: String?

    @ArgumentParser.Option(help: "The password for --user.")
    var password: String?

    func validate() throws {
        if (user == nil) != (password == nil) {
            throw ValidationError("--user and --password go together")
        }
    }

    /// Signs `session` in, or fails with what to do.
    @MainActor
    func signIn(_ session: ConsoleSession) async throws {
        let baseUrl = session.data.client.baseUrl
        if let user, let password {
            let result = try await session.call("Signing in") {
                await session.data.signIn(userName: user, password: password)
            }
            guard result.succeeded else { throw ApiFailure(result.error, action: "sign in") }
            return
        }
        guard let saved = SavedSessions.standard.tokens(for: baseUrl), saved.bearerToken != nil else {
            throw ValidationFailure(
                "Not signed in to \(baseUrl): run `techstacks login --base-url \(baseUrl)` or pass --user and --password"
            )
        }
        session.data.client.bearerToken = saved.bearerToken
        session.data.client.refreshToken = saved.refreshToken
    }
}
