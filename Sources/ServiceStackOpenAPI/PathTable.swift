import OpenAPIKit

/// The document's paths as operations claim them. Routes of the same shape (`/technology/{Slug}` and
/// `/technology/{Id}`) are one OpenAPI path, named after the first: OpenAPI forbids two templates that differ only
/// in variable names, and the host matches by position anyway. A verb of a path goes to the first operation that
/// claims it, as the host resolves it.
struct PathTable {
    private(set) var map: OpenAPI.PathItem.Map = [:]
    private var templatesByShape: [String: RouteTemplate] = [:]
    private var claimed: Set<String> = []

    /// The template under which `verb` of `template` is listed (its variables renamed to those of the first route
    /// of its shape), or nil when another operation has it.
    mutating func claim(_ template: RouteTemplate, verb: OpenAPI.HttpMethod) -> RouteTemplate? {
        let shape = template.shape
        guard claimed.insert("\(verb.rawValue) \(shape)").inserted else { return nil }
        if let existing = templatesByShape[shape] { return template.renamingVariables(to: existing.variables) }
        templatesByShape[shape] = template
        return template
    }

    /// Lists `operation` under `verb` of `template`.
    mutating func set(_ operation: OpenAPI.Operation, verb: OpenAPI.HttpMethod, at template: RouteTemplate) {
        let path = OpenAPI.Path(rawValue: template.path)
        var item = map[path]?.pathItemValue ?? OpenAPI.PathItem()
        item.set(operation: operation, for: verb)
        map[path] = .b(item)
    }
}
