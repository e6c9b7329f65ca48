import Foundation
import OpenAPIKit
import ServiceStackNativeTypes

/// What the document needs to know about the host beyond its metadata.
struct HostFacts {
    /// `info.title` when the feature gives none.
    let name: String
    /// Whether requests are authenticated at all (no security schemes otherwise).
    let authenticates: Bool
    /// The roles an operation requires, by request name.
    let requiredRoles: (String) -> [String]
}

/// Builds the OpenAPI 3.1 document of a host from its `/types/metadata` document.
struct OpenAPIDocumentBuilder {
    let metadata: MetadataTypes
    let feature: OpenAPIFeature
    let facts: HostFacts

    /// Verbs OpenAPI can list, by the name a route gives them.
    private static let verbs: [String: OpenAPI.HttpMethod] = [
        "GET": .get, "POST": .post, "PUT": .put, "DELETE": .delete, "PATCH": .patch, "HEAD": .head,
        "OPTIONS": .options,
    ]
    /// Verbs whose request is bound from the query string rather than a body.
    private static let queryVerbs: Set<OpenAPI.HttpMethod> = [.get, .delete, .head, .options]

    /// The document, and the catalog its component schemas came from.
    func build() -> (document: OpenAPI.Document, catalog: SchemaCatalog) {
        let catalog = SchemaCatalog(document: metadata)
        let errorBody = ErrorSchemas.errorResponseKey(in: catalog)
        var paths = PathTable()
        var tags: [String] = []
        for operation in metadata.operations where feature.includesOperation(operation) {
            for tag in operation.tags ?? [] where !tags.contains(tag) { tags.append(tag) }
            add(operation, to: &paths, catalog: catalog)
        }
        catalog.drain()
        let components = OpenAPI.Components(
            schemas: catalog.components,
            responses: ErrorSchemas.responses(errorBody: errorBody),
            securitySchemes: facts.authenticates ? SecuritySchemes.components : [:])
        let document = OpenAPI.Document(
            openAPIVersion: .v3_1_1,
            info: OpenAPI.Document.Info(
                title: feature.title ?? facts.name, description: feature.description, version: feature.version),
            servers: feature.servers.compactMap { URL(string: $0) }.map { OpenAPI.Server(url: $0) },
            paths: paths.map,
            components: components,
            tags: tags.isEmpty ? nil : tags.map { OpenAPI.Tag(name: $0) })
        return (document, catalog)
    }

    private func add(_ operation: MetadataOperationType, to paths: inout PathTable, catalog: SchemaCatalog) {
        let name = operation.request.name
        let preferred = Self.verbs[(operation.method ?? "POST").uppercased()] ?? .post
        var routes: [(RouteTemplate, [OpenAPI.HttpMethod])] = (operation.routes ?? []).map { route in
            let verbs = (route.verbs ?? "").split(separator: ",").compactMap {
                Self.verbs[$0.trimmingCharacters(in: .whitespaces).uppercased()]
            }
            return (RouteTemplate(route.path), verbs.isEmpty ? [preferred] : verbs)
        }
        routes.append((RouteTemplate("/api/\(name)"), [preferred]))
        let requestType = DotNetTypeName(name: name)
        let properties = catalog.allProperties(of: requestType, namespace: operation.request.namespace)
        var operationIds = 0
        for (template, verbs) in routes {
            for verb in verbs {
                guard let route = paths.claim(template, verb: verb) else { continue }
                operationIds += 1
                let id = operationIds == 1 ? name : "\(name)_\(operationIds)"
                paths.set(
                    self.operation(
                        operation, id: id, verb: verb, route: (route, template), properties: properties,
                        catalog: catalog),
                    verb: verb, at: route)
            }
        }
    }

    private func operation(
        _ operation: MetadataOperationType, id: String, verb: OpenAPI.HttpMethod,
        route: (listed: RouteTemplate, declared: RouteTemplate),
        properties: [(property: MetadataPropertyType, type: DotNetTypeName)], catalog: SchemaCatalog
    ) -> OpenAPI.Operation {
        let query = QueryParameters(catalog: catalog)
        var parameters: [OpenAPI.Parameter] = []
        var taken: Set<String> = []
        for (listed, declared) in zip(route.listed.variables, route.declared.variables) {
            let property = properties.first { $0.property.name.lowercased() == declared.lowercased() }
            parameters.append(query.path(name: listed, property: property))
            taken.insert(declared.lowercased())
        }
        var requestBody: OpenAPI.Request?
        if Self.queryVerbs.contains(verb) {
            for (property, type) in properties where !taken.contains(property.name.lowercased()) {
                taken.insert(property.name.lowercased())
                parameters.append(
                    query.query(
                        name: SchemaCatalog.jsonName(property.name), type: type, namespace: property.namespace,
                        required: property.isRequired == true, description: property.description))
            }
            if let model = operation.dataModel, operation.viewModel != nil {
                parameters += AutoQueryParameters.parameters(
                    model: DotNetTypeName(reference: model), namespace: model.namespace, catalog: catalog,
                    taken: &taken)
            }
        } else {
            requestBody = body(operation, catalog: catalog)
        }
        let roles = facts.requiredRoles(operation.request.name)
        let secured = facts.authenticates && (operation.requiresAuth == true || !roles.isEmpty)
        return OpenAPI.Operation(
            tags: operation.tags,
            summary: operation.request.description,
            description: description(operation, roles: roles),
            operationId: ComponentNaming.normalised(id),
            parameters: parameters.map { .b($0) },
            requestBody: requestBody,
            responses: responses(operation, catalog: catalog),
            security: secured ? SecuritySchemes.requirements(roles: roles) : nil)
    }

    private func body(_ operation: MetadataOperationType, catalog: SchemaCatalog) -> OpenAPI.Request {
        let name = operation.request.name
        let schema = catalog.schema(for: DotNetTypeName(name: name), namespace: operation.request.namespace)
        var content: OpenAPI.Content.Map = [.json: .b(OpenAPI.Content(schema: schema))]
        if feature.uploadOperations.contains(name) {
            let form = JSONSchema.all(
                of: [
                    schema,
                    .object(properties: [
                        "file": .array(
                            required: false, description: "The uploaded files, one form part each.",
                            items: .string(contentMediaType: .other("application/octet-stream")))
                    ]),
                ],
                core: .init())
            content[.multipartForm] = .b(OpenAPI.Content(schema: form))
        }
        return OpenAPI.Request(content: content, required: true)
    }

    private func responses(_ operation: MetadataOperationType, catalog: SchemaCatalog) -> OpenAPI.Response.Map {
        var responses: OpenAPI.Response.Map = [:]
        if let returnType = operation.returnType, operation.returnsVoid != true {
            let schema = catalog.schema(for: DotNetTypeName(reference: returnType), namespace: returnType.namespace)
            responses[.status(code: 200)] = .b(
                OpenAPI.Response(description: "Success.", content: [.json: .b(OpenAPI.Content(schema: schema))]))
        } else {
            responses[.status(code: 204)] = .b(OpenAPI.Response(description: "Success, with no body."))
        }
        for (status, response) in ErrorSchemas.operationResponses { responses[status] = response }
        return responses
    }

    private func description(_ operation: MetadataOperationType, roles: [String]) -> String? {
        var parts: [String] = []
        if let notes = operation.request.notes { parts.append(notes) }
        if !roles.isEmpty { parts.append("Requires the roles: \(roles.joined(separator: ", ")).") }
        if operation.dataModel != nil, operation.viewModel != nil {
            parts.append(
                "An AutoQuery over \(operation.dataModel?.name ?? "its table"): filter by any column with the listed "
                    + "conventions, page with `skip`/`take`, sort with `orderBy`/`orderByDesc`, pick `fields`, "
                    + "`include=Total` for the row count.")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
    }
}
