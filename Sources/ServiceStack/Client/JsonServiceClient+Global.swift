import Foundation
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// Filters, modifiers and error callbacks shared by every client; each runs after the client's own.
    public struct Global {
        struct Hooks {
            var requestModifier: ((inout URLRequest) -> Void)?
            var requestFilter: ((URLRequest) -> Void)?
            var responseFilter: ((URLResponse) -> Void)?
            var onError: ((NSError) -> Void)?
        }
        static let hooks = Locked(Hooks())

        /// Changes every outgoing request of every client (headers, URL, timeout), after the client's own
        /// `requestModifier`.
        public static var requestModifier: ((inout URLRequest) -> Void)? {
            get { hooks.current.requestModifier }
            set { hooks.withLock { $0.requestModifier = newValue } }
        }

        /// Sees every outgoing request of every client as it is sent, after the client's own `requestFilter`.
        public static var requestFilter: ((URLRequest) -> Void)? {
            get { hooks.current.requestFilter }
            set { hooks.withLock { $0.requestFilter = newValue } }
        }

        /// Sees every response of every client, after the client's own `responseFilter`.
        public static var responseFilter: ((URLResponse) -> Void)? {
            get { hooks.current.responseFilter }
            set { hooks.withLock { $0.responseFilter = newValue } }
        }

        /// Called with every service error of every client, after the client's own `onError`.
        public static var onError: ((NSError) -> Void)? {
            get { hooks.current.onError }
            set { hooks.withLock { $0.onError = newValue } }
        }

        /// Removes the global modifier, filters and callbacks.
        public static func reset() {
            hooks.withLock { $0 = Hooks() }
        }
    }
}
