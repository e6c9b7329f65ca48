/// The selectors only the server's own notifications may use, and the checks on what services publish.
enum EventSelectors {
    /// `cmd.on…`: the commands clients treat as the server's own (handshake, joins, leaves, updates, heartbeats).
    static func isReserved(_ selector: Substring) -> Bool {
        let bare = selector.split(separator: "@", maxSplits: 1).last ?? selector
        guard bare.hasPrefix("cmd.on") else { return false }
        let rest = bare.dropFirst("cmd.on".count)
        return rest.first.map { $0.isUppercase } ?? true
    }

    /// A 400 unless `envelope` can be framed as sent and does not pose as one of the server's own commands.
    static func checkPublishable(_ envelope: ServerEventEnvelope, channels: ChannelRules) throws {
        if let channel = envelope.channel { try channels.check(channel) }
        if envelope.selector.isEmpty {
            let head = envelope.body.prefix { $0 != " " && !$0.isNewline }
            guard !isReserved(head) else { throw reserved(String(head)) }
            return
        }
        guard !envelope.selector.unicodeScalars.contains(where: Self.breaksSelector) else {
            throw HttpError(
                status: 400, message: "Invalid selector: \(envelope.selector.debugDescription)",
                errorCode: "InvalidSelector")
        }
        guard !isReserved(Substring(envelope.selector)) else { throw reserved(envelope.selector) }
    }

    private static func breaksSelector(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "@" || scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .format
    }

    private static func reserved(_ selector: String) -> HttpError {
        HttpError(
            status: 400, message: "The selector \(selector.debugDescription) is reserved for the server's own commands",
            errorCode: "ReservedSelector")
    }
}
