extension Result where Failure == any Error {
    /// The outcome of the asynchronous `body`: its value, or the error it threw.
    public init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
