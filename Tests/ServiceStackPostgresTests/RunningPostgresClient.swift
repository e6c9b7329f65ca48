import PostgresNIO
import ServiceStackPostgres

/// A `PostgresClient` running until `stop()`, as an instance's pool runs until the instance stops or dies.
struct RunningPostgresClient: Sendable {
    let client: PostgresClient
    private let run: Task<Void, Never>

    init(url: String) throws {
        let client = PostgresClient(configuration: try PostgresClient.Configuration(url: url))
        self.client = client
        run = Task { await client.run() }
    }

    /// Shuts the pool down: its connections close and later queries fail.
    func stop() async {
        run.cancel()
        await run.value
    }
}
