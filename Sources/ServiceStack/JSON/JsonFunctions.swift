import Foundation

/// Serializes a value to a JSON string with ServiceStack's conventions.
public func toJson<T: Encodable>(_ instance: T) -> String? {
    toJsonData(instance).flatMap { String(data: $0, encoding: .utf8) }
}

/// Serializes a value to JSON bytes with ServiceStack's conventions.
public func toJsonData<T: Encodable>(_ instance: T) -> Data? {
    try? JsonConfig.encode(instance, with: JsonConfig.createEncoder())
}

/// Deserializes a value from a JSON string; nil when it does not decode.
public func fromJson<T: Decodable>(_ type: T.Type, _ json: String) -> T? {
    fromJsonData(type, Data(json.utf8))
}

/// Deserializes a value from JSON bytes; nil when it does not decode.
public func fromJsonData<T: Decodable>(_ type: T.Type, _ json: Data) -> T? {
    try? fromJsonDataThrows(type, json)
}

/// Deserializes a value from JSON bytes, throwing the `DecodingError` when it does not decode.
public func fromJsonDataThrows<T: Decodable>(_ type: T.Type, _ json: Data) throws -> T {
    try JsonConfig.createDecoder().decode(type, from: json)
}

/// Parses JSON text into Foundation objects; nil when malformed.
public func parseJson(_ json: String) -> Any? {
    try? parseJsonThrows(json)
}

/// Parses JSON text into Foundation objects.
public func parseJsonThrows(_ json: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
}

/// Parses JSON bytes into Foundation objects; nil when malformed.
public func parseJsonBytes(_ bytes: Data) -> Any? {
    try? parseJsonBytesThrows(bytes)
}

/// Parses JSON bytes into Foundation objects.
public func parseJsonBytesThrows(_ bytes: Data) throws -> Any {
    try JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed])
}

extension Encodable {
    /// This value as a JSON string.
    public func toJson() -> String? { ServiceStack.toJson(self) }
}
