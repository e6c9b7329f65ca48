import Foundation
import ServiceStack
import ServiceStackWire

/// Maps a method and path to an operation: raw endpoints, then pre-defined routes, then custom routes.
enum RouteResolver {
    static func resolve(method: String, path: String, registry: ServiceRegistry) -> ResolvedRoute {
        let segments = pathSegments(path)
        if let endpoint = registry.rawEndpoints.first(matching: segments, method: method) {
            return .raw(endpoint.handler, route: endpoint.pattern.route.path, longLived: endpoint.longLived)
        }
        if let name = predefinedName(segments) {
            let batch = name.hasSuffix("[]")
            let bare = batch ? String(name.dropLast(2)) : name
            if let operation = registry.operations[bare.lowercased()] {
                return .operation(operation, pathValues: [], batch: batch)
            }
            return .notFound("Unknown operation '\(bare)'")
        }
        if let (operation, values) = registry.routes.resolve(method: method, segments: segments) {
            return .operation(operation, pathValues: values, batch: false)
        }
        if registry.routes.matchesAnyVerb(segments: segments) { return .methodNotAllowed }
        return .notFound("Handler for Request not found: \(method) \(path)")
    }

    /// The non-empty segments between the path's slashes, percent-decoded (a segment that does not decode stays
    /// as sent).
    static func pathSegments(_ path: String) -> [String] {
        path.mapNonEmptyUTF8Parts(separatedBy: UInt8(ascii: "/"), reservingCapacity: 4, segment)
    }

    private static func segment(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.contains(UInt8(ascii: "%")) ? (text.removingPercentEncoding ?? text) : text
    }

    /// The request name of `/api/{Name}`, `/json/reply/{Name}`, `/json/oneway/{Name}` (optionally under `/api`).
    private static func predefinedName(_ segments: [String]) -> String? {
        var parts = segments[...]
        let underApi = parts.first?.equalsIgnoringASCIICase("api") == true
        if parts.count == 2, underApi { return parts.last }
        if parts.count == 4, underApi { parts = parts.dropFirst() }
        guard parts.count == 3, parts.first?.equalsIgnoringASCIICase("json") == true else { return nil }
        let kind = parts[parts.startIndex + 1]
        guard kind.equalsIgnoringASCIICase("reply") || kind.equalsIgnoringASCIICase("oneway") else { return nil }
        return parts.last
    }
}
