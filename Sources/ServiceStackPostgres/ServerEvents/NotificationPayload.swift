/// What a broker notification carries: `m` and the envelope's JSON, or `r` and the id of the row that stores it.
enum NotificationPayload: Equatable {
    case inline(String)
    case stored(Int64)

    init?(_ payload: String) {
        switch payload.first {
        case "m": self = .inline(String(payload.dropFirst()))
        case "r":
            guard let id = Int64(payload.dropFirst()) else { return nil }
            self = .stored(id)
        default: return nil
        }
    }

    static func inline(_ json: String) -> String { "m" + json }
    static func stored(_ id: Int64) -> String { "r" + String(id) }
}
