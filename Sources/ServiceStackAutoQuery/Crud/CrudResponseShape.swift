import ServiceStack
import ServiceStackServer
import ServiceStackWire

/// Which of ServiceStack's conventional properties a CRUD response type has (`id`, `count`, `result`),
/// learnt from its `init(from:)`, and how a response is filled from a write's outcome.
struct CrudResponseShape: Sendable {
    let idKey: String?
    /// Whether the response's `id` is text (`IdResponse`) rather than a number.
    let idIsText: Bool
    let countKey: String?
    let resultKey: String?
    let reader: JsvReader

    init(_ type: any Decodable.Type, reader: JsvReader) throws {
        let sink = RecordingSink()
        _ = try type.init(from: SchemaRecordingDecoder(recording: type, into: sink))
        func key(_ name: String) -> RecordedProperty? { sink.properties.first { $0.key.lowercased() == name } }
        let id = key("id")
        idKey = id?.key
        idIsText = id.map { KindProbe.kind(of: $0.type) == .text } ?? false
        countKey = key("count")?.key
        resultKey = key("result")?.key
        self.reader = reader
    }

    /// The response for a write: `id`, `count` and (except for deletes, as in ServiceStack) `result`, decoded
    /// from the row's columns of the same names.
    func response<Response: Decodable, Request>(
        _ type: Response.Type, for outcome: CrudOutcome<Request>, operation: CrudOperation
    ) throws -> Response {
        let (id, count, row) = (outcome.id, outcome.count, outcome.row)
        var fields: [(key: String, value: WireValue)] = []
        if let idKey, let id, id != .null {
            fields.append((idKey, idIsText ? .string(id.queryValue) : id))
        }
        if let countKey { fields.append((countKey, .number(String(count)))) }
        if let resultKey, operation != .delete, let row { fields.append((resultKey, row.object)) }
        return try BindingDecoder.decode(type, from: .object(fields), reader: reader)
    }
}
