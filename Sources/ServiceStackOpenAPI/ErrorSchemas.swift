import OpenAPIKit
import ServiceStackNativeTypes

/// ServiceStack's error body, `{"responseStatus": {errorCode, message, stackTrace, errors: [{errorCode, fieldName,
/// message, meta}], meta}}`, as components: the host's own `ResponseStatus`/`ErrorResponse` types when its
/// metadata has them, otherwise the same shapes defined here.
enum ErrorSchemas {
    /// The component key of the error body, adding what the catalog lacks.
    static func errorResponseKey(in catalog: SchemaCatalog) -> OpenAPI.ComponentKey {
        let serviceStack = "ServiceStack"
        let existing = DotNetTypeName(name: "ErrorResponse")
        if catalog.definition(of: existing, namespace: serviceStack)?.namespace == serviceStack,
            let key = catalog.componentKey(for: existing, namespace: serviceStack)
        {
            return key
        }
        let status = responseStatusKey(in: catalog)
        let body = JSONSchema.object(
            title: "ErrorResponse", description: "The body of every error response.",
            properties: ["responseStatus": .reference(.component(named: status.rawValue))])
        return catalog.addBuiltIn("ErrorResponse", schema: body)
    }

    private static func responseStatusKey(in catalog: SchemaCatalog) -> OpenAPI.ComponentKey {
        let existing = DotNetTypeName(name: "ResponseStatus")
        if catalog.definition(of: existing, namespace: "ServiceStack")?.namespace == "ServiceStack",
            let key = catalog.componentKey(for: existing, namespace: "ServiceStack")
        {
            return key
        }
        let meta = JSONSchema.object(required: false, additionalProperties: .b(.string))
        let fieldError = catalog.addBuiltIn(
            "ResponseError",
            schema: .object(
                title: "ResponseError", description: "One field's error.",
                properties: [
                    "errorCode": .string(required: false), "fieldName": .string(required: false),
                    "message": .string(required: false), "meta": meta,
                ]))
        return catalog.addBuiltIn(
            "ResponseStatus",
            schema: .object(
                title: "ResponseStatus", description: "What went wrong, with an error per field for validation errors.",
                properties: [
                    "errorCode": .string(required: false), "message": .string(required: false),
                    "stackTrace": .string(required: false),
                    "errors": .array(required: false, items: .reference(.component(named: fieldError.rawValue))),
                    "meta": meta,
                ]))
    }

    /// The error responses every operation lists, by status, with the component name each is stored under.
    static let statuses: [(code: Int, name: String, description: String)] = [
        (400, "BadRequest", "The request could not be bound or failed validation; `errors` names each field."),
        (401, "Unauthorized", "The caller is not authenticated, or its credentials were rejected."),
        (403, "Forbidden", "The caller lacks a required role."),
        (404, "NotFound", "Nothing was found."),
        (409, "Conflict", "The change conflicts with the stored data."),
        (500, "InternalServerError", "The service failed."),
    ]

    /// The components/responses entries: one per status of `statuses`, and `Error` for any other status.
    static func responses(errorBody: OpenAPI.ComponentKey)
        -> OpenAPI.ComponentReferenceDictionary<
            OpenAPI.Response
        >
    {
        let content: OpenAPI.Content.Map = [
            .json: .b(OpenAPI.Content(schema: .reference(.component(named: errorBody.rawValue))))
        ]
        var responses: OpenAPI.ComponentReferenceDictionary<OpenAPI.Response> = [:]
        for status in statuses {
            responses[OpenAPI.ComponentKey(stringLiteral: status.name)] = .b(
                OpenAPI.Response(description: status.description, content: content))
        }
        responses["Error"] = .b(OpenAPI.Response(description: "Any other error.", content: content))
        return responses
    }

    /// The error entries of an operation's responses, referring to the components.
    static var operationResponses:
        [(OpenAPI.Response.StatusCode, Either<OpenAPI.Reference<OpenAPI.Response>, OpenAPI.Response>)]
    {
        statuses.map { (OpenAPI.Response.StatusCode.status(code: $0.code), .reference(.component(named: $0.name))) }
            + [(.default, .reference(.component(named: "Error")))]
    }
}
