import ServiceStack

/// A write the server announced on the `techstacks` Server Events channel.
public enum TechStacksChange {
    case technology(TechnologyChanged)
    case stack(TechnologyStackChanged)

    /// The channel the server publishes changes on.
    public static let channel = "techstacks"

    /// The change a message carries; nil for messages of other selectors (joins, heartbeats...).
    public init?(_ message: ServerEventMessage) throws {
        switch message.selector {
        case "cmd.TechnologyChanged": self = .technology(try message.decode(TechnologyChanged.self))
        case "cmd.TechnologyStackChanged": self = .stack(try message.decode(TechnologyStackChanged.self))
        default: return nil
        }
    }

    /// One line for a log or a terminal: `updated technology swift (id 12) by demo`.
    public var summary: String {
        let (kind, action, slug, id, user) =
            switch self {
            case .technology(let change): ("technology", change.action, change.slug, change.id, change.changedBy)
            case .stack(let change): ("stack", change.action, change.slug, change.id, change.changedBy)
            }
        let what = [kind, slug].compactMap { $0 }.joined(separator: " ")
        let byWhom = user.map { " by \($0)" } ?? ""
        return "\(action?.rawValue ?? "changed") \(what) (id \(id.map(String.init) ?? "?"))\(byWhom)"
    }
}
