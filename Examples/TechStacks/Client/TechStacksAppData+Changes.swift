import Foundation
import ServiceStack

extension TechStacksAppData {
    /// Applies the server's changes to `allTechnologies` and `allStacks` as they happen, until the task is
    /// cancelled or `onChange` throws (which ends watching and is rethrown). `onConnect` runs once subscribed,
    /// so changes made after it are never missed. A change that cannot be read goes to `onSkipped` and watching
    /// goes on.
    public func watchChanges(
        onConnect: @MainActor () -> Void = {}, onChange: @MainActor (TechStacksChange) throws -> Void = { _ in },
        onSkipped: @MainActor (any Error) -> Void = { _ in }
    ) async throws {
        let events = ServerEventsClient(
            serviceClient: JsonServiceClient(baseUrl: client.baseUrl), channels: [TechStacksChange.channel])
        do {
            for try await message in events {
                if message.selector == "cmd.onConnect" { onConnect() }
                let read: TechStacksChange?
                do {
                    read = try TechStacksChange(message)
                } catch {
                    onSkipped(error)
                    continue
                }
                guard let change = read else { continue }
                apply(change)
                try onChange(change)
            }
        } catch {
            await events.stop()
            throw error
        }
        await events.stop()
    }

    /// Brings the loaded lists up to date with one change (also used after this app's own writes).
    public func apply(_ change: TechStacksChange) {
        switch change {
        case .technology(let change):
            guard let id = change.id else { return }
            allTechnologies.removeAll { $0.id == id }
            if change.action != .deleted, let technology = change.technology {
                allTechnologies.insert(
                    technology, at: Self.position(of: technology.name, in: allTechnologies.map(\.name)))
            }
        case .stack(let change):
            guard let id = change.id else { return }
            allStacks.removeAll { $0.id == id }
            if change.action != .deleted, let stack = change.stack {
                allStacks.insert(stack, at: Self.position(of: stack.name, in: allStacks.map(\.name)))
            }
        }
        changeCount += 1
    }

    /// Where `name` goes in a list sorted by name, as the server sorts it.
    private nonisolated static func position(of name: String?, in names: [String?]) -> Int {
        names.firstIndex { ($0 ?? "") > (name ?? "") } ?? names.count
    }
}
