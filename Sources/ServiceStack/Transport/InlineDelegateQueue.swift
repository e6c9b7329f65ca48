import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking

    /// The delegate queue of `URLSessionTransport`'s own session on Linux: it runs each delegate call at once, on
    /// the session's work queue, instead of queueing it.
    ///
    /// swift-corelibs-foundation hands each piece of a body to the delegate queue as an operation, and reads the
    /// socket on however many wait: behind a fast server a serial `OperationQueue` falls behind, and its backlog
    /// (every operation holding its piece) grows without bound, out of the transport's reach. The transport's
    /// delegate methods only record what arrived, never wait and never call back into the session synchronously
    /// (cancelling goes through another queue), so running them in place is safe; the only buffer left is the
    /// transport's own, bounded in bytes.
    final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
        override init() {
            super.init()
            maxConcurrentOperationCount = 1
        }

        override func addOperation(_ block: @escaping @Sendable () -> Void) {
            block()
        }
    }
#endif
