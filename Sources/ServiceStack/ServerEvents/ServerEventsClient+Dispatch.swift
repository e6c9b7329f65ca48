import Foundation

extension ServerEventsClient {
    /// Hands `message` to the iterations (waiting for room in each), then to the callbacks and handlers its selector
    /// picks. The first message of a connection must be its `cmd.onConnect` handshake; a `cmd.onConnect` later on is
    /// reported and dropped.
    func dispatch(
        _ message: ServerEventMessage, isFirst: Bool, isRestart: Bool,
        connected: AsyncStream<ServerEventConnect>.Continuation
    ) async throws {
        let isHandshake = message.op == "cmd" && message.target == "onConnect"
        guard isHandshake == isFirst else {
            guard isHandshake else { throw ServerEventsError.missingHandshake(selector: message.selector) }
            report(ServerEventsError.unexpectedHandshake(eventId: message.eventId))
            return
        }
        // The connection is recorded before any iteration sees its handshake, so `connectionInfo` is set for them.
        let connection = isHandshake ? ServerEventConnect(message: message) : nil
        if let connection {
            let now = clock.now
            state.withLock { state in
                state.connection = connection
                state.connectedAt = now
            }
        }
        for listener in state.withLock({ Array($0.listeners.values) }) { try await listener.push(message) }
        let callbacks = callbacks.current
        if let connection {
            connected.yield(connection)
            callbacks.onConnect?(connection)
            if isRestart { callbacks.onReconnect?() }
            return
        }
        if message.op == "cmd", let target = message.target {
            switch target {
            case "onJoin": return command(message, callbacks.onJoin, callbacks.onCommand)
            case "onLeave": return command(message, callbacks.onLeave, callbacks.onCommand)
            case "onUpdate": return command(message, callbacks.onUpdate, callbacks.onCommand)
            case "onHeartbeat": return command(message, callbacks.onHeartbeat, callbacks.onCommand)
            default: break
            }
        }
        for handler in handlers(for: message) { handler(message) }
        callbacks.onMessage?(message)
    }

    private func command(_ message: ServerEventMessage, _ specific: CommandHandler?, _ any: CommandHandler?) {
        let command = ServerEventCommand(message: message)
        specific?(command)
        any?(command)
    }
}
