import Foundation

extension MetadataTypes {
    /// Decodes a `/types/metadata` (or `app.json` `api`) document.
    /// - Throws: `MetadataDecodingError` naming the JSON path of the first problem.
    public static func decode(from data: Data) throws -> MetadataTypes {
        do {
            return try JSONDecoder().decode(MetadataTypes.self, from: data)
        } catch let error as DecodingError {
            throw MetadataDecodingError(error)
        }
    }

    /// Encodes the document as JSON, leaving out absent values.
    public func encodedJSON(prettyPrinted: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            prettyPrinted
            ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
