import Foundation
import ServiceStack
import ServiceStackWire

/// A registered service, type-erased: binds its request DTO from a value tree and runs the service.
struct Operation: Sendable {
    /// The request DTO's name, e.g. `Hello`.
    let name: String
    /// Whether the caller must be authenticated.
    let requiresAuth: Bool
    /// Roles the caller must have (403 otherwise); implies `requiresAuth`.
    var requiredRoles: [String] = []
    /// Decodes the request from `value`, runs the service and encodes its response.
    let invoke: @Sendable (WireValue, ServiceContext) async throws -> OperationOutput
    /// `/api/{name}`, the route that names the operation in metrics and traces.
    let predefinedRoute: String

    init(
        name: String, requiresAuth: Bool, requiredRoles: [String] = [],
        invoke: @escaping @Sendable (WireValue, ServiceContext) async throws -> OperationOutput
    ) {
        self.name = name
        self.requiresAuth = requiresAuth
        self.requiredRoles = requiredRoles
        self.invoke = invoke
        predefinedRoute = "/api/" + name
    }
}

/// What a service produced.
enum OperationOutput: Sendable {
    /// A JSON body.
    case json(Data)
    /// No body (204).
    case noContent
    /// A response the service wrote itself, possibly streamed.
    case raw(HttpResult)
}
