import Foundation

/// One Server Events message: the `data` of a frame, split into ServiceStack's `{channel}@{op}.{target}${css} {json}`.
public struct ServerEventMessage: Sendable, Equatable {
    /// The frame's `id:` (counts up from 1 per subscription; 0 when the frame had none).
    public var eventId: Int
    /// The whole `data:` text (multi-line data joined by `\n`).
    public var data: String
    /// The channel of a message sent to a channel (`home` in `home@cmd.chat`).
    public var channel: String?
    /// The selector without the channel (`cmd.chat`); nil for a raw message.
    public var selector: String?
    /// The selector's operation (`cmd`, `trigger`, `css`, or a receiver name).
    public var op: String?
    /// The selector's target, `%20` read as a space and without the css selector.
    public var target: String?
    /// The css selector after `$`, if any.
    public var cssSelector: String?
    /// The JSON body after the selector.
    public var json: String?

    /// Splits `data` as ServiceStack writes it; `data` without a space is a raw message (no selector).
    public init(eventId: Int, data: String) {
        self.eventId = eventId
        self.data = data
        guard let space = data.firstIndex(of: " ") else { return }
        var selector = String(data[..<space])
        json = String(data[data.index(after: space)...])
        if let at = selector.firstIndex(of: "@") {
            channel = String(selector[..<at])
            selector = String(selector[selector.index(after: at)...])
        }
        self.selector = selector
        guard let dot = selector.firstIndex(of: ".") else {
            op = selector
            return
        }
        op = String(selector[..<dot])
        var target = String(selector[selector.index(after: dot)...])
        if let dollar = target.firstIndex(of: "$") {
            cssSelector = String(target[target.index(after: dollar)...])
            target = String(target[..<dollar])
        }
        self.target = target.replacingOccurrences(of: "%20", with: " ")
    }

    /// Whether the message is raw text rather than `{selector} {json}`.
    public var isRaw: Bool { selector == nil }

    /// Decodes the JSON body as `T`, with the conventions `JsonServiceClient` decodes responses with.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let body = Data((json ?? "").utf8)
        let decoder =
            KeywordKeys.of(type).isEmpty ? JsonConfig.createDecoderWithoutKeyMapping() : JsonConfig.createDecoder()
        return try decoder.decode(type, from: body)
    }

    /// The JSON body read as a dictionary of strings (how the server sends its command metadata); non-string
    /// values are written as text.
    public func stringDictionary() -> [String: String] {
        guard let data = json?.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object.compactMapValues(Self.text)
    }

    private static func text(_ value: Any) -> String? {
        switch value {
        case let string as String: return string
        case let number as NSNumber: return number.stringValue
        case is NSNull: return nil
        default:
            guard JSONSerialization.isValidJSONObject(value),
                let data = try? JSONSerialization.data(withJSONObject: value)
            else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
