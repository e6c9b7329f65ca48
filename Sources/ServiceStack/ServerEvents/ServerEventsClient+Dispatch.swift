import Foundation

extension ServerEventsClient {
    /// Hands `message` to the iterations, then to the callbacks and handlers its selector picks.
    func dispatch(
        _ message: ServerEventMessage, isRestart: Bool, connected: AsyncStream<ServerEventConnect>.Continuation
    ) {
        for listener in state.withLock({ Array($0.listeners.values) }) { listener.yield(message) }
        let callbacks = callbacks.withLock { $0 }
        if message.op == "cmd", let target = message.target {
            switch target {
            case "onConnect":
                let connection = ServerEventConnect(message: message)
                state.withLock { state in
                    state.connection = connection
                    state.consecutiveErrors = 0
                }
                connected.yield(connection)
                callbacks.onConnect?(connection)
                if isRestart { callbacks.onReconnect?() }
                return
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
