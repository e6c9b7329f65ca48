import ServiceStack

extension HostConfig {
    /// The JSV nesting depth binding reads; deeper lists and objects stay text and fail to bind.
    static let maxJsvDepth = 32

    /// The limits binding reads query-string, form and path values with: nesting as `maxJsvDepth`, length as the
    /// body, and as many values as a JSON body may hold.
    package var jsvLimits: JsvReader.Limits {
        JsvReader.Limits(maxDepth: Self.maxJsvDepth, maxLength: maxBodySize, maxValues: maxJsonValues)
    }
}
