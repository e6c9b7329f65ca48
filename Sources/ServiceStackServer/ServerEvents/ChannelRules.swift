import Foundation

/// The rules for channel names and how many a subscription may hold, applied wherever a caller names channels
/// (`/event-stream?channels=`, `UpdateEventSubscriber`) and wherever a service publishes to one.
struct ChannelRules: Sendable {
    let maxChannels: Int
    let maxNameBytes: Int

    init(feature: ServerEventsFeature) {
        maxChannels = max(1, feature.maxChannelsPerSubscription)
        maxNameBytes = max(1, feature.maxChannelNameBytes)
    }

    /// Channel names from values that may each hold a comma-separated list, in order and without repeats; a 400
    /// when there are more than `maxChannels` or a name breaks the rules. Linear in the length of `values`.
    func channels(from values: [String]) throws -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        for value in values {
            for part in value.split(separator: ",") {
                let name = part.trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, seen.insert(name).inserted else { continue }
                guard names.count < maxChannels else { throw Self.tooManyChannels(maxChannels) }
                try check(name)
                names.append(name)
            }
        }
        return names
    }

    /// The 400 for a subscription that would listen to more than `maxChannels`.
    static func tooManyChannels(_ maxChannels: Int) -> HttpError {
        HttpError(
            status: 400, message: "Too many channels: at most \(maxChannels) per subscription",
            errorCode: "TooManyChannels")
    }

    /// A 400 unless `name` is short enough and holds nothing that would break a frame or mislead a reader.
    func check(_ name: String) throws {
        guard name.utf8.count <= maxNameBytes else {
            throw HttpError(
                status: 400, message: "Channel name longer than \(maxNameBytes) bytes", errorCode: "InvalidChannel")
        }
        guard Self.isValid(name) else {
            throw HttpError(
                status: 400, message: "Invalid channel name: \(name.debugDescription)", errorCode: "InvalidChannel")
        }
    }

    /// No `@` or `,` (they delimit channels in frames and lists), no white space, control or format characters
    /// (line breaks, bidirectional overrides, zero-width characters).
    static func isValid(_ name: String) -> Bool {
        !name.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate,
                .privateUse, .unassigned:
                return true
            default:
                return scalar == "@" || scalar == "," || scalar.properties.isWhitespace
            }
        }
    }
}
