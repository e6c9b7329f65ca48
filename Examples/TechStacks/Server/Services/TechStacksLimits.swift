/// The demo's text limits beyond AutoQuery's default (`AutoQueryLimits.maxTextLength`, 8,000 characters).
enum TechStacksLimits {
    /// The longest technology or stack name.
    static let maxNameLength = 100
    /// The longest stack details (Markdown).
    static let maxDetailsLength = 64_000
}
