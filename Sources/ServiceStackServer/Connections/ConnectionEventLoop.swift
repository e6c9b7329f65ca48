import NIOCore

/// The event loop of the connection whose request the current task answers; `http1Server` sets it for each
/// connection, and streamed bodies use it to keep their writes in step with the connection.
enum ConnectionEventLoop {
    @TaskLocal static var current: (any EventLoop)?
}
