#if canImport(Glibc) && canImport(FoundationNetworking)
    import Foundation
    import FoundationNetworking
    import Glibc
    import ServiceStackWire

    /// On Linux, a streamed plain-HTTP `GET` read from a socket of its own by a thread of its own, which sleeps in
    /// `recv` until bytes arrive: an idle stream costs nothing.
    ///
    /// swift-corelibs-foundation's URLSession keeps the write-readiness source it made for a connection while
    /// libcurl connected it after libcurl asks only for reads: as long as a transfer on a new connection lasts, the
    /// always-writable socket wakes the session's queue again and again (thousands of wake-ups a second, a large
    /// part of a core for an idle event stream). Requests this type cannot send exactly as URLSession would (TLS,
    /// a proxy, a body, credentials in the URL, a caller's `Accept-Encoding`) stay with URLSession, and so does a
    /// redirect.
    ///
    /// The body has URLSession's bounds: at most `maxBufferedBytes` unread (past that the reader gets
    /// `ServiceClientError.responseTooLarge` and the connection closes), and the request's `timeoutInterval` for
    /// each wait for bytes. The connection closes when the call is cancelled, the body ends or fails, or the
    /// response and every iterator of its body are gone.
    final class PlainHTTPStream: @unchecked Sendable {
        /// Where and what to send.
        struct Target {
            let url: URL
            let host: String
            let port: Int
            let request: [UInt8]
            let timeout: TimeInterval
        }

        private struct State {
            var socket: Int32 = -1
            var isCancelled = false
            var head: CheckedContinuation<StreamingResponse?, any Error>?
            var body: StreamChunkBuffer?
        }

        private let target: Target
        private let maxBufferedBytes: Int
        private let state: Locked<State>

        private init(
            target: Target, maxBufferedBytes: Int, head: CheckedContinuation<StreamingResponse?, any Error>
        ) {
            self.target = target
            self.maxBufferedBytes = max(maxBufferedBytes, 1)
            state = Locked(State(head: head))
        }

        /// Opens the stream of `target`; nil when the server redirects (the caller sends it through URLSession).
        /// `openCount` counts the connection until it is closed.
        static func open(
            _ target: Target, maxBufferedBytes: Int, openCount: Locked<Int>
        ) async throws -> StreamingResponse? {
            try Task.checkCancellation()
            let call = Locked<PlainHTTPStream?>(nil)
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { head in
                    let stream = PlainHTTPStream(target: target, maxBufferedBytes: maxBufferedBytes, head: head)
                    call.withLock { $0 = stream }
                    openCount.withLock { $0 += 1 }
                    let thread = Thread {
                        stream.run()
                        openCount.withLock { $0 -= 1 }
                    }
                    thread.name = "ServiceStack event stream"
                    thread.start()
                    if Task.isCancelled { stream.cancel() }
                }
            } onCancel: {
                call.withLock { $0 }?.cancel()
            }
        }

        /// The caller stopped reading or was cancelled: the connection is shut down, the body released.
        func cancel() {
            let (head, body) = state.withLock { state in
                defer {
                    state.isCancelled = true
                    state.head = nil
                    state.body = nil
                }
                if state.socket >= 0 { _ = shutdown(state.socket, Int32(SHUT_RDWR)) }
                return (state.head, state.body)
            }
            head?.resume(throwing: CancellationError())
            body?.fail(CancellationError())
        }

        // MARK: The connection's thread

        private func run() {
            do {
                guard let socket = try connect() else { return }
                defer { closeSocket(socket) }
                try send(target.request, on: socket)
                try receive(on: socket)
            } catch {
                fail(error)
            }
        }

        /// A connected socket, or nil when the call was cancelled first.
        private func connect() throws -> Int32? {
            var hints = addrinfo()
            hints.ai_family = AF_UNSPEC
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            var addresses: UnsafeMutablePointer<addrinfo>?
            guard getaddrinfo(target.host, String(target.port), &hints, &addresses) == 0, let first = addresses
            else { throw URLError(.cannotFindHost) }
            defer { freeaddrinfo(addresses) }
            var failure = URLError(.cannotConnectToHost)
            var next: UnsafeMutablePointer<addrinfo>? = first
            while let address = next {
                next = address.pointee.ai_next
                let socket = Glibc.socket(
                    address.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
                guard socket >= 0 else { continue }
                guard register(socket) else {
                    close(socket)
                    return nil
                }
                configure(socket)
                var code: Int32 = 0
                if Glibc.connect(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) != 0 {
                    code = errno == EINTR ? completeInterruptedConnect(socket) : errno
                }
                // `cancel()` shuts a connecting socket down, which ends the connect with an error.
                if code == 0, !state.withLock({ $0.isCancelled }) { return socket }
                closeSocket(socket)
                if state.withLock({ $0.isCancelled }) { return nil }
                failure = URLError(code == EINPROGRESS || code == ETIMEDOUT ? .timedOut : .cannotConnectToHost)
            }
            throw failure
        }

        /// Waits for a connect a signal interrupted (it goes on in the background); its errno, 0 once connected.
        private func completeInterruptedConnect(_ socket: Int32) -> Int32 {
            let timeout =
                target.timeout > 0 && target.timeout.isFinite ? Int32(min(target.timeout * 1000, 86_400_000)) : -1
            var descriptor = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
            while true {
                let ready = poll(&descriptor, 1, timeout)
                if ready < 0, errno == EINTR { continue }
                guard ready > 0 else { return ready == 0 ? ETIMEDOUT : errno }
                var failure: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                guard getsockopt(socket, SOL_SOCKET, SO_ERROR, &failure, &length) == 0 else { return errno }
                return failure
            }
        }

        /// Bounds every wait for the connection, a send or bytes by the request's timeout, and sends without delay.
        private func configure(_ socket: Int32) {
            var one: Int32 = 1
            _ = setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            guard target.timeout > 0, target.timeout.isFinite else { return }
            let seconds = min(target.timeout, TimeInterval(Int32.max))
            var limit = timeval(
                tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
            for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
                _ = setsockopt(socket, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
            }
        }

        private func send(_ bytes: [UInt8], on socket: Int32) throws {
            var sent = 0
            while sent < bytes.count {
                let count = bytes.withUnsafeBytes { buffer in
                    guard let base = buffer.baseAddress else { return 0 }
                    return Glibc.send(socket, base + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
                }
                let code = errno
                if count > 0 {
                    sent += count
                } else if count < 0, code == EINTR {
                    continue
                } else {
                    let timedOut = count < 0 && (code == EAGAIN || code == EWOULDBLOCK)
                    throw URLError(timedOut ? .timedOut : .networkConnectionLost)
                }
            }
        }

        private func receive(on socket: Int32) throws {
            var decoder = HTTPResponseDecoder()
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while !decoder.isDone {
                let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
                let code = errno
                var events: [HTTPResponseDecoder.Event] = []
                var failure: (any Error)?
                if count > 0 {
                    do {
                        try buffer.withUnsafeBytes {
                            try decoder.feed(UnsafeRawBufferPointer(rebasing: $0[0..<count]), into: &events)
                        }
                    } catch {
                        failure = error
                    }
                } else if count == 0 {
                    events = try decoder.connectionClosed()
                } else if code == EINTR {
                    continue
                } else {
                    throw URLError(code == EAGAIN || code == EWOULDBLOCK ? .timedOut : .networkConnectionLost)
                }
                // What came before bytes the decoder refused is handed on first.
                for event in events {
                    guard deliver(event) else { return }
                }
                if let failure { throw failure }
            }
        }

        /// Hands `event` on; false when the connection is no longer wanted.
        private func deliver(_ event: HTTPResponseDecoder.Event) -> Bool {
            switch event {
            case .head(let head): return deliver(head)
            case .body(let data):
                guard let body = state.withLock({ $0.body }) else { return false }
                let overflow = ServiceClientError.responseTooLarge(
                    url: target.url.absoluteString, limit: maxBufferedBytes)
                return body.append(data, overflow: overflow)
            case .end:
                state.withLock { $0.body }?.finish()
                return false
            }
        }

        private func deliver(_ head: HTTPResponseDecoder.Head) -> Bool {
            let redirects =
                (300..<400).contains(head.statusCode) && head.statusCode != 304
                && head.value("Location") != nil
            let buffer = StreamChunkBuffer(limit: maxBufferedBytes)
            let continuation = state.withLock { state -> CheckedContinuation<StreamingResponse?, any Error>? in
                defer { state.head = nil }
                if !redirects { state.body = buffer }
                return state.head
            }
            guard let continuation else { return false }
            guard !redirects,
                let response = HTTPURLResponse(
                    url: target.url, statusCode: head.statusCode, httpVersion: "HTTP/1.1", headerFields: head.headers)
            else {
                continuation.resume(returning: nil)
                return false
            }
            let reader = StreamBodyReader(buffer: buffer) { [weak self] in self?.cancel() }
            let parts = TransportResponse(data: Data(), response: response)
            continuation.resume(
                returning: StreamingResponse(
                    url: parts.url, statusCode: parts.statusCode, headers: parts.headers,
                    body: StreamingBody(
                        unreadBytes: { reader.buffer.unreadBytes }, peakUnreadBytes: { reader.buffer.peakUnreadBytes }
                    ) {
                        { try await reader.next() }
                    }))
            return true
        }

        private func fail(_ error: any Error) {
            let (head, body, cancelled) = state.withLock { state in
                defer {
                    state.head = nil
                    state.body = nil
                }
                return (state.head, state.body, state.isCancelled)
            }
            let url = target.url.absoluteString
            let failure: any Error =
                cancelled
                ? CancellationError()
                : error is HTTPResponseDecoder.Failure
                    ? ServiceClientError.invalidResponse(url: url, reason: "\(error)")
                    : URLSessionTransport.classify(error, url: url)
            head?.resume(throwing: failure)
            body?.fail(failure)
        }

        /// Records the connection's socket; false (the caller closes it) when the call was cancelled already.
        private func register(_ socket: Int32) -> Bool {
            state.withLock { state in
                guard !state.isCancelled else { return false }
                state.socket = socket
                return true
            }
        }

        private func closeSocket(_ socket: Int32) {
            state.withLock { state in
                if state.socket == socket { state.socket = -1 }
                close(socket)
            }
        }
    }

    extension PlainHTTPStream.Target {
        /// The target of `request` when this type can send it as URLSession would; nil otherwise.
        init?(_ request: URLRequest, environment: [String: String] = ProcessInfo.processInfo.environment) {
            guard let url = request.url?.absoluteURL, url.scheme?.lowercased() == "http",
                var host = url.host, !host.isEmpty, url.user == nil, url.password == nil,
                (request.httpMethod ?? "GET") == "GET", request.httpBody == nil, request.httpBodyStream == nil,
                let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
            else { return nil }
            // libcurl, under URLSession, honours these.
            for proxy in ["http_proxy", "all_proxy", "ALL_PROXY"] where !(environment[proxy] ?? "").isEmpty {
                return nil
            }
            let fields = request.allHTTPHeaderFields ?? [:]
            let unsafe: (String) -> Bool = { $0.contains { $0 == "\r" || $0 == "\n" || $0 == "\0" } }
            guard !fields.contains(where: { unsafe($0.key) || unsafe($0.value) }),
                !fields.keys.contains(where: { $0.caseInsensitiveCompare("Accept-Encoding") == .orderedSame })
            else { return nil }
            if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
            let port = url.port ?? 80
            let hostField = (host.contains(":") ? "[\(host)]" : host) + (url.port.map { ":\($0)" } ?? "")
            var path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
            if let query = components.percentEncodedQuery { path += "?" + query }
            var head = "GET \(path) HTTP/1.1\r\nHost: \(hostField)\r\n"
            for (name, value) in fields.sorted(by: { $0.key < $1.key })
            where name.caseInsensitiveCompare("Host") != .orderedSame {
                head += "\(name): \(value)\r\n"
            }
            if !fields.keys.contains(where: { $0.caseInsensitiveCompare("Accept") == .orderedSame }) {
                head += "Accept: */*\r\n"
            }
            head += "Accept-Encoding: identity\r\n\r\n"
            self.init(url: url, host: host, port: port, request: Array(head.utf8), timeout: request.timeoutInterval)
        }
    }
#endif
