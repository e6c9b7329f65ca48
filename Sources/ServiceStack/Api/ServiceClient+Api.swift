import Foundation

extension ServiceClient {
    /// Sends `request` with the verb of its marker (through `getAsync`, `putAsync`, `deleteAsync`, `patchAsync`,
    /// else `postAsync`) and returns its response or its error, never throwing. `JsonServiceClient` has its own,
    /// which goes through `sendAsync`.
    public func api<T: IReturn & Codable>(_ request: T) async -> ApiResult<T.Return> {
        await ApiResult.capture {
            switch HttpMethods.marked(by: request) {
            case HttpMethods.Get: try await getAsync(request)
            case HttpMethods.Put: try await putAsync(request)
            case HttpMethods.Delete: try await deleteAsync(request)
            case HttpMethods.Patch: try await patchAsync(request)
            default: try await postAsync(request)
            }
        }
    }

    /// Sends a void `request` with the verb of its marker; a success holds an empty `EmptyResponse`.
    public func apiVoid<T: IReturnVoid & Codable>(_ request: T) async -> ApiResult<EmptyResponse> {
        await ApiResult.capture {
            switch HttpMethods.marked(by: request) {
            case HttpMethods.Get: try await getAsync(request)
            case HttpMethods.Put: try await putAsync(request)
            case HttpMethods.Delete: try await deleteAsync(request)
            case HttpMethods.Patch: try await patchAsync(request)
            default: try await postAsync(request)
            }
            return EmptyResponse()
        }
    }
}
