import Foundation

/// What happened to one reference.
public enum ReferenceOutcome: Sendable, Equatable {
    /// A new file was written.
    case created
    /// The file was replaced with new content.
    case updated
    /// Only the `Date:` line would change, so the file was left as it was.
    case unchanged
    /// `--check`: the file matches (ignoring the `Date:` line).
    case current
    /// `--check`: the file differs; `diff` shows how.
    case stale(diff: String)
    /// Nothing was written.
    case failed(ReferenceError)

    /// Whether this outcome makes the run fail.
    public var isFailure: Bool {
        switch self {
        case .created, .updated, .unchanged, .current: false
        case .stale, .failed: true
        }
    }
}

/// The outcome for one file, with where its content came from.
public struct ReferenceResult: Sendable, Equatable {
    /// The file's path as shown to the user.
    public var displayPath: String
    /// The URL or file the content came from, when known.
    public var source: String?
    /// What happened to the file.
    public var outcome: ReferenceOutcome

    /// Creates a result.
    public init(displayPath: String, source: String?, outcome: ReferenceOutcome) {
        self.displayPath = displayPath
        self.source = source
        self.outcome = outcome
    }
}
