/// At most `limit` fresh databases in use at once across the test process: every PostgreSQL test opens pools of
/// up to 20 connections, and the suite starts them all at once, which would pass the server's `max_connections`.
actor FreshDatabaseSlots {
    static let shared = FreshDatabaseSlots(limit: 4)

    private let limit: Int
    private var inUse = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) { self.limit = limit }

    /// Waits for a free slot and takes it.
    func take() async {
        if inUse < limit {
            inUse += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives the slot to the longest waiter, or frees it.
    func give() {
        if waiting.isEmpty {
            inUse -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
