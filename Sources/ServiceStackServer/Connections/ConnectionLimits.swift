#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The default cap on simultaneous connections, kept below the file descriptor limit so that accepting stops
/// before descriptors run out (when they do, every accept fails and the server spins).
public enum ConnectionLimits {
    /// 4,096, or three quarters of the soft file descriptor limit when that is lower.
    public static let defaultMaxConnections: Int = {
        let preferred = 4096
        var limit = rlimit()
        guard getrlimit(resourceLimitFiles, &limit) == 0 else { return preferred }
        let available = Int(clamping: limit.rlim_cur)
        return max(16, min(preferred, available / 4 * 3))
    }()

    #if canImport(Glibc)
        private static let resourceLimitFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
        private static let resourceLimitFiles = RLIMIT_NOFILE
    #endif
}
