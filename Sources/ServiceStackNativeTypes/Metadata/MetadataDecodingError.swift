import Foundation

/// A metadata document that could not be read, with the JSON path of the problem.
public struct MetadataDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The JSON path, e.g. `types[3].properties[1].name`; empty for the root.
    public var path: String
    /// What went wrong at that path.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        path.isEmpty ? "Invalid metadata: \(reason)" : "Invalid metadata at \(path): \(reason)"
    }

    /// Converts a `DecodingError` into a path-naming error.
    init(_ error: DecodingError) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath + [key]), reason: "required key is missing")
        case .typeMismatch(let type, let context):
            self.init(path: Self.path(context.codingPath), reason: "expected \(type)")
        case .valueNotFound(let type, let context):
            self.init(path: Self.path(context.codingPath), reason: "expected \(type) but found null")
        case .dataCorrupted(let context):
            self.init(path: Self.path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            self.init(path: "", reason: String(describing: error))
        }
    }

    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}
