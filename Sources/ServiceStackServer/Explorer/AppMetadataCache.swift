import Foundation
import ServiceStackWire

/// The encoded `/metadata/app.json` bodies of one host, one per base URL, kept until what they describe changes
/// (an operation registered, a feature enabled or changed): later requests cost a lookup, not a rebuild.
///
/// The base URL comes from the request's `Host` (or `X-Forwarded-Host`) header, which any caller chooses: at most
/// `capacity` bodies are kept, and a new one pushes out the oldest. A stranger cycling through made-up hosts costs
/// the host what an uncached document costs, never memory.
final class AppMetadataCache: Sendable {
    /// What a document is built from besides its base URL; bodies built from other inputs are dropped.
    struct Inputs: Equatable, Sendable {
        var operationsRevision: Int
        var apiVersion: String?
        var serviceDescription: String?
        var authenticates: Bool
        var serverEvents: Bool
        var apiExplorer: Bool
    }

    private struct State {
        var inputs: Inputs?
        var bodies: [String: Data] = [:]
        /// The keys of `bodies`, oldest first.
        var order: [String] = []
        var builds = 0
    }

    /// How many base URLs a host keeps bodies for: a host answers to a few names.
    static let defaultCapacity = 16

    let capacity: Int
    private let state = Locked(State())

    init(capacity: Int = AppMetadataCache.defaultCapacity) {
        self.capacity = max(1, capacity)
    }

    /// The body for `baseUrl` built from `inputs`: the kept one, or `build()`'s, which is then kept.
    func body(for baseUrl: String, inputs: Inputs, build: () throws -> Data) rethrows -> Data {
        let kept = state.withLock { state -> Data? in
            guard state.inputs == inputs else { return nil }
            return state.bodies[baseUrl]
        }
        if let kept { return kept }
        let body = try build()
        state.withLock { state in
            state.builds += 1
            if state.inputs != inputs {
                state = State(inputs: inputs, builds: state.builds)
            }
            if state.bodies.updateValue(body, forKey: baseUrl) == nil {
                state.order.append(baseUrl)
                if state.order.count > capacity { state.bodies[state.order.removeFirst()] = nil }
            }
        }
        return body
    }

    /// How many bodies are kept.
    var count: Int { state.withLock { $0.bodies.count } }

    /// How many bodies were built so far.
    var builds: Int { state.withLock { $0.builds } }
}
