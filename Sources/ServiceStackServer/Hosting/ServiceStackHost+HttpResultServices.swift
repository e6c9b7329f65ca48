import Foundation
import ServiceStack

extension ServiceStackHost {
    /// Registers a service for `T` that writes its own response: a file, a download, or a body streamed over time
    /// (`HttpResult(stream:)`). It is bound, validated, authorized and routed like any service (`/api/{T}`,
    /// `/json/reply/{T}`, `operation.routes`), and metadata describes `T.Return` as its response. Cookies and
    /// headers the service sets on its `ServiceContext` are sent with the result. (Not an overload of `register`:
    /// a closure that only throws would fit both.)
    public func registerRaw<T: IReturn & Decodable>(
        _ type: T.Type, operation: OperationOptions,
        _ handler: @escaping @Sendable (T, ServiceContext) async throws -> HttpResult
    ) where T: SendableMetatype, T.Return: SendableMetatype {
        registerOperation(
            T.self, operation: operation, responseType: { T.Return.self },
            run: { request, context in .raw(try await handler(request, context)) })
    }

    /// Registers a service for `T`, a request that declares no response type, that writes its own response;
    /// as above, with no response type in metadata.
    public func registerRaw<T: Decodable>(
        _ type: T.Type, operation: OperationOptions,
        _ handler: @escaping @Sendable (T, ServiceContext) async throws -> HttpResult
    ) where T: SendableMetatype {
        registerOperation(T.self, operation: operation, responseType: nil) { request, context in
            .raw(try await handler(request, context))
        }
    }
}
