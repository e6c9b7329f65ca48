import Foundation

/// A type chosen for generation, with the role it was found in.
struct SelectedType: Sendable {
    enum Role: Sendable {
        case request
        case response
        case type
    }

    var type: MetadataType
    var role: Role
    /// The operation whose request this is (requests only).
    var operation: MetadataOperationType?
}
