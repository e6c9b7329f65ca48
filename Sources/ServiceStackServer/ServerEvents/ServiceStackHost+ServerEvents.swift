import ServiceStackWire

extension ServiceStackHost {
    /// Turns on Server Events: the stream, heartbeat, unregister and subscriber endpoints of `feature`.
    /// Returns the `ServerEvents` services publish through; enabling twice returns the first one.
    @discardableResult
    public func enableServerEvents(_ feature: ServerEventsFeature = ServerEventsFeature()) -> ServerEvents {
        let (events, created) = serverEventsState.withLock { state in
            if let state { return (state, false) }
            let events = ServerEvents(feature: feature, logger: logger)
            state = events
            return (events, true)
        }
        if created { events.register(on: self) }
        return events
    }

    /// The host's Server Events, once `enableServerEvents` has run.
    public var serverEvents: ServerEvents? {
        serverEventsState.current
    }
}
