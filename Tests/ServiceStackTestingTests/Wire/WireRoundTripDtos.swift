import Foundation
import ServiceStack

/// A request DTO with a field of each shape a query string carries: scalars, optionals, dates, enums,
/// collections, dictionaries and nested objects (alone and in lists).
struct WireOrder: IReturnVoid, IGet, Codable, Equatable, Sendable {
    enum Kind: String, Codable, Sendable {
        case standard, express
    }

    struct Address: Codable, Equatable, Sendable {
        var street: String
        var zip: String?
        var tags: [String] = []
    }

    var id: Int = 0
    var name: String?
    var note: String?
    var amount: Double = 0
    var price: Decimal?
    var paid: Bool = false
    var placed: Date?
    var due: [Date]?
    var kind: Kind?
    var reference: UUID?
    var ids: [Int] = []
    var labels: [String]?
    var quantities: [String: Int]?
    var address: Address?
    var addresses: [Address]?
}

extension WireOrder {
    /// Values chosen to meet JSV's special characters, number forms and empty or missing fields.
    static let samples: [WireOrder] = [
        WireOrder(),
        WireOrder(
            id: 42, name: "Widget", note: "x=1&y=2 + 100% café", amount: 0.1, price: Decimal(string: "12.34"),
            paid: true, placed: Date(timeIntervalSince1970: 1_700_000_000),
            due: [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_800_000_000)], kind: .express,
            reference: UUID(uuidString: "0F8FAD5B-D9CB-469F-A165-70867728950E"), ids: [3, 1, 2],
            labels: ["a,b", "say \"hi\"", "[x]", "{y:z}", "42", "true"], quantities: ["bolts": 10, "nuts, large": 2],
            address: Address(street: "1 Main St", zip: "12,345", tags: ["home", "[old]"]),
            addresses: [Address(street: "A", zip: nil, tags: []), Address(street: "B \"2\"", zip: "9")]),
        WireOrder(
            id: -7, name: "", note: "{not an object}", amount: -1.5e-7, price: Decimal(string: "-0.001"),
            labels: ["", " "], address: Address(street: "only street")),
    ]
}
