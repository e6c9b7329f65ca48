import Foundation

/// A small `/types/metadata` document: two services and their response types.
enum SampleMetadata {
    static let json = """
        {
          "config": { "baseUrl": "https://sample.example.org" },
          "namespaces": ["Sample"],
          "types": [],
          "operations": [
            {
              "request": { "name": "Hello", "namespace": "Sample",
                "properties": [{ "name": "Name", "type": "String", "namespace": "System" }] },
              "response": { "name": "HelloResponse", "namespace": "Sample",
                "properties": [{ "name": "Result", "type": "String", "namespace": "System" }] },
              "actions": ["ANY"]
            },
            {
              "request": { "name": "Ping", "namespace": "Sample", "properties": [] },
              "response": { "name": "PingResponse", "namespace": "Sample",
                "properties": [{ "name": "At", "type": "DateTime", "namespace": "System" }] },
              "actions": ["GET"]
            }
          ]
        }
        """

    /// Writes the document into `folder` and returns its URL.
    static func write(in folder: URL, name: String = "api.json") throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(json.utf8).write(to: url)
        return url
    }
}

/// A temporary folder, deleted by `remove()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("x-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ path: String) -> URL { url.appendingPathComponent(path) }

    func write(_ text: String, to path: String) throws {
        let file = file(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: file(path)), as: UTF8.self)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
