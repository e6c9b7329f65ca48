import Foundation
import ServiceStack

/// Writes response DTOs as ServiceStack JSON: camelCase keys as declared, nulls omitted, `/Date(ms)/` dates.
enum ResponseEncoding {
    static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(WireDate.wcfUtc(date))
        }
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
