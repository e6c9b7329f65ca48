import Foundation

/// Downloaded image bytes with their content type.
public struct CachedImage: Sendable, Equatable {
    public let data: Data
    public let contentType: String?

    public init(data: Data, contentType: String?) {
        self.data = data
        self.contentType = contentType
    }
}
