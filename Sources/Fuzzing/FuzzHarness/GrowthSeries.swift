import Foundation

/// A family of requests that differ only in size: `request(n)` for each `n` of `sizes`, and a tiny one whose cost
/// is the per-request overhead subtracted before comparing.
struct GrowthSeries {
    enum Shape {
        /// An ordinary request.
        case request((Int) -> FuzzCase)
        /// An event stream at the target; with `observed`, a second subscriber to the same target opened first
        /// counts the bytes fanned out to it.
        case stream(target: (Int) -> String, observed: Bool)
        /// `POST /event-subscribers/{id}` with this body, on a subscription opened for each request.
        case subscriptionUpdate((Int) -> [String: Any])
    }

    /// Names the series in reports: `/event-stream?channels= (channels)`, `EchoTypes.String (JSON string)`.
    var name: String
    var sizes: [Int]
    var baselineSize = 1
    var shape: Shape

    static func doubling(from first: Int, to last: Int) -> [Int] {
        Array(sequence(first: first) { $0 * 2 }.prefix { $0 <= last })
    }

    /// `fuzz-1,fuzz-2,…`: `count` channel names.
    static func channels(_ count: Int) -> String {
        (1...max(count, 1)).map { "fuzz-\($0)" }.joined(separator: ",")
    }

    /// The Server Events series: channels per subscription, per listing and per channel update.
    static func serverEvents() -> [GrowthSeries] {
        let sizes = doubling(from: 16, to: 8_192)
        return [
            GrowthSeries(
                name: "/event-stream?channels= (channels, bytes fanned out to a subscriber in the same channels)",
                sizes: sizes, shape: .stream(target: { "/event-stream?channels=" + channels($0) }, observed: true)),
            GrowthSeries(
                name: "GET /event-subscribers?channels= (channels)", sizes: sizes,
                shape: .request { count in
                    FuzzCase(
                        label: "list \(count) channels", method: "GET",
                        target: Array(("/event-subscribers?channels=" + channels(count)).utf8))
                }),
            GrowthSeries(
                name: "UpdateEventSubscriber subscribeChannels (channels)", sizes: sizes,
                shape: .subscriptionUpdate { ["subscribeChannels": channels($0)] }),
        ]
    }

    /// Ways to grow a request to `operation`, in the field types it has (or in a field it does not declare).
    static func forOperation(_ operation: FuzzOperation) -> [GrowthSeries] {
        let path = "/api/\(operation.name)"
        let text = operation.fields.first { $0.type == "String" }?.name ?? "FuzzText"
        let list = operation.fields.first { $0.type.hasPrefix("List") || $0.type.hasSuffix("[]") }?.name ?? "FuzzItems"
        func json(_ label: String, _ body: @escaping (Int) -> [UInt8]) -> (Int) -> FuzzCase {
            { size in
                FuzzCase(
                    label: "\(operation.name) \(label) \(size)", method: operation.bodyVerb, target: Array(path.utf8),
                    headers: [("Content-Type", "application/json")], body: body(size), operation: operation.name)
            }
        }
        func query(_ label: String, _ query: @escaping (Int) -> String) -> (Int) -> FuzzCase {
            { size in
                FuzzCase(
                    label: "\(operation.name) \(label) \(size)", method: operation.queryVerb,
                    target: Array((path + "?" + query(size)).utf8), operation: operation.name)
            }
        }
        return [
            GrowthSeries(
                name: "\(operation.name).\(text) (long string in JSON)", sizes: doubling(from: 1_024, to: 1 << 20),
                shape: .request(json("string") { Array("{\"\(text)\":\"\(String(repeating: "x", count: $0))\"}".utf8) })
            ),
            GrowthSeries(
                name: "\(operation.name).\(text) (long query string)", sizes: doubling(from: 1_024, to: 65_536),
                shape: .request(query("query") { "\(text)=" + String(repeating: "x", count: $0) })),
            GrowthSeries(
                name: "\(operation.name).\(list) (many list items)", sizes: doubling(from: 1_024, to: 131_072),
                shape: .request(
                    json("items") { count in
                        Array(("{\"\(list)\":[" + (0..<count).map(String.init).joined(separator: ",") + "]}").utf8)
                    })),
            GrowthSeries(
                name: "\(operation.name) (many JSON keys)", sizes: doubling(from: 1_024, to: 131_072),
                shape: .request(
                    json("keys") { count in
                        Array(("{" + (0..<count).map { "\"k\($0)\":0" }.joined(separator: ",") + "}").utf8)
                    })),
            GrowthSeries(
                name: "\(operation.name).\(text) (deep JSON)", sizes: doubling(from: 8, to: 256),
                shape: .request(
                    json("depth") { depth in
                        Array(
                            ("{\"\(text)\":" + String(repeating: "[", count: depth)
                                + String(repeating: "]", count: depth)
                                + "}").utf8)
                    })),
            GrowthSeries(
                name: "\(operation.name) (many query parameters)", sizes: doubling(from: 16, to: 1_024),
                shape: .request(
                    query("parameters") { count in
                        (0..<count).map { "p\($0)=0" }.joined(separator: "&")
                    })),
        ]
    }
}
