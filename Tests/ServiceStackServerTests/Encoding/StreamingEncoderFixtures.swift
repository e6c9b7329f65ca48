import Foundation

enum Colour: String, Codable { case red, green }

struct Leaf: Codable, Equatable {
    var name: String
    var count: Int?
}

class BaseDto: Codable {
    var id: Int = 7
    var createdBy: String? = "base"
}

final class DerivedDto: BaseDto {
    var title: String = "derived"
    var tags: [String] = ["a", "b"]

    private enum CodingKeys: String, CodingKey { case title, tags }

    override init() { super.init() }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        tags = try container.decode([String].self, forKey: .tags)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(tags, forKey: .tags)
    }
}

struct EveryShape: Encodable {
    var zeta = "declared first"
    var alpha = 1
    var int8: Int8 = -8
    var uint64: UInt64 = .max
    var int64: Int64 = .min
    var double = 1.0
    var fraction = 0.1
    var huge = 1e20
    var tiny = 1e-7
    var float: Float = 0.1
    var flag = true
    var missing: String? = nil
    var text = "quote\" slash/ back\\ nl\n tab\t ctl\u{01} del\u{7f} sep\u{2028} é 😀"
    var date = Date(timeIntervalSince1970: 1_234_567.891)
    var dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -86_400)]
    var data = Data([0, 1, 2, 250])
    var url = URL(string: "https://example.org/a?b=c")
    var decimal = Decimal(string: "12.50")
    var colour = Colour.green
    var colours: [Colour] = [.red, .green]
    var optionals: [Int?] = [1, nil, 3]
    var nested = Leaf(name: "leaf", count: nil)
    var leaves = [Leaf(name: "a", count: 1), Leaf(name: "b", count: 2)]
    var map = ["one": 1, "two": 2]
    var intKeyed = [1: "a"]
    var matrix = [[1, 2], [], [3]]
    var empty: [String] = []
    var emptyMap: [String: Int] = [:]
    var derived = DerivedDto()
}

/// Writes through a nested keyed and a nested unkeyed container, in order.
struct NestedContainers: Encodable {
    enum Keys: String, CodingKey { case header, items, after }
    enum HeaderKeys: String, CodingKey { case a, b }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var header = container.nestedContainer(keyedBy: HeaderKeys.self, forKey: .header)
        try header.encode(1, forKey: .a)
        try header.encode("two", forKey: .b)
        var items = container.nestedUnkeyedContainer(forKey: .items)
        try items.encode(1)
        var inner = items.nestedContainer(keyedBy: HeaderKeys.self)
        try inner.encode(true, forKey: .a)
        try items.encodeNil()
        try container.encode("done", forKey: .after)
    }
}

/// Writes to a nested container after its parent moved on: the stream cannot express it.
struct InterleavedContainers: Encodable {
    enum Keys: String, CodingKey { case first, second }
    enum InnerKeys: String, CodingKey { case late }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var first = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .first)
        try container.encode(2, forKey: .second)
        try first.encode("written after its sibling", forKey: .late)
    }
}

/// Uses `superEncoder(forKey:)`, which the stream leaves to `JSONEncoder`.
struct UsesSuperEncoder: Encodable {
    enum Keys: String, CodingKey { case own, parent }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("mine", forKey: .own)
        try Leaf(name: "from super", count: 3).encode(to: container.superEncoder(forKey: .parent))
    }
}

struct NotANumber: Encodable {
    var value = Double.nan
}

struct WritesNothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
}

final class ChainNode: Encodable {
    let value: Int
    let next: ChainNode?

    init(value: Int, next: ChainNode?) {
        self.value = value
        self.next = next
    }
}
