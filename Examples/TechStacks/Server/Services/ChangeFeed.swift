import Logging
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServer

/// Announces committed writes on the `techstacks` Server Events channel, so watchers see each change live.
struct ChangeFeed: Sendable {
    /// The channel every change is published on.
    static let channel = "techstacks"
    static let technologySelector = "cmd.TechnologyChanged"
    static let stackSelector = "cmd.TechnologyStackChanged"

    let events: ServerEvents

    func technologyChanged<Request>(_ outcome: CrudOutcome<Request>, repository: TechStacksRepository) async {
        let change = TechnologyChanged()
        change.action = ChangeAction(outcome.operation)
        change.id = outcome.id?.intValue
        change.changedBy = outcome.context.session?.userName
        change.slug = outcome.row?["slug"]?.stringValue
        if change.action != .deleted, let id = change.id {
            change.technology = try? await repository.technology(id: id)
            change.slug = change.technology?.slug ?? change.slug
        }
        await publish(change, selector: Self.technologySelector, outcome: outcome)
    }

    func stackChanged<Request>(_ outcome: CrudOutcome<Request>, repository: TechStacksRepository) async {
        let change = TechnologyStackChanged()
        change.action = ChangeAction(outcome.operation)
        change.id = outcome.id?.intValue
        change.changedBy = outcome.context.session?.userName
        change.slug = outcome.row?["slug"]?.stringValue
        if change.action != .deleted, let id = change.id {
            change.stack = try? await repository.stack(id: id)
            change.slug = change.stack?.slug ?? change.slug
        }
        await publish(change, selector: Self.stackSelector, outcome: outcome)
    }

    /// A failed publish is logged, never reported to the writer: the write itself has been committed.
    private func publish<Request>(_ change: some Encodable, selector: String, outcome: CrudOutcome<Request>) async {
        do {
            try await events.notifyChannel(Self.channel, change, selector: selector)
        } catch {
            outcome.context.logger.error("Publishing \(selector) failed: \(error)")
        }
    }
}

extension ChangeAction {
    init(_ operation: CrudOperation) {
        switch operation {
        case .create: self = .created
        case .delete: self = .deleted
        default: self = .updated
        }
    }
}
