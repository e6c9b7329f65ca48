import ServiceStack
import ServiceStackWire

extension HostConfig {
    /// The JSV nesting depth binding reads; deeper lists and objects stay text and fail to bind.
    static let maxJsvDepth = 32

    /// The limits binding reads query-string, form and path values with: nesting to `maxJsvDepth` and as many
    /// values as a JSON body may hold. Length is not limited here: `maxBodySize` and the HTTP head's limit
    /// already bound every value.
    package var jsvLimits: JsvReader.Limits {
        JsvReader.Limits(maxDepth: Self.maxJsvDepth, maxLength: .max, maxValues: maxJsonValues)
    }
}
