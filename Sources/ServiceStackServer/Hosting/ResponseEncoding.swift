import Foundation
import ServiceStack
import ServiceStackWire

/// Writes response DTOs as ServiceStack JSON: keys as declared and in declaration order, nulls omitted,
/// `/Date(ms)/` dates.
enum ResponseEncoding {
    /// The fallback for shapes the streaming encoder cannot write; its settings never change after creation.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            guard WireRange.contains(date) else {
                throw EncodingError.invalidValue(
                    date, .init(codingPath: encoder.codingPath, debugDescription: "Date outside .NET DateTime's range"))
            }
            var container = encoder.singleValueContainer()
            try container.encode(WireDate.wcfUtc(date))
        }
        return encoder
    }()

    static func encode<T: Encodable>(_ value: T) throws -> Data {
        if let data = try StreamingJSONEncoder.encode(value) { return data }
        return try encoder.encode(value)
    }

    /// The JSON error body `{"responseStatus":{...}}` for `status`.
    static func errorBody(_ status: ResponseStatus) -> Data {
        let response = ErrorResponse()
        response.responseStatus = status
        return (try? encode(response))
            ?? Data(#"{"responseStatus":{"errorCode":"Exception","errors":[]}}"#.utf8)
    }
}
