import Foundation

/// Where the new text of a reference comes from.
public enum GenerationMode: Sendable, Equatable {
    /// Download `{BaseUrl}/types/swift` with the reference's options (the default).
    case server
    /// Download `{BaseUrl}/types/metadata` and generate with this package's generator (`--local`).
    case local
    /// Generate from a saved metadata document, without the network (`--metadata FILE`).
    case metadataFile(URL)
}

extension GenerationMode {
    /// Whether the reference's `BaseUrl` is where the content comes from.
    public var needsBaseUrl: Bool {
        if case .metadataFile = self { return false }
        return true
    }
}
