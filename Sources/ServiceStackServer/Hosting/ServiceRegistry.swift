/// The operations, custom routes and raw endpoints registered with a host.
struct ServiceRegistry: Sendable {
    /// Operations by lower-cased request name.
    var operations: [String: Operation] = [:]
    /// Custom routes of the operations.
    var routes = CustomRouteTable()
    /// Raw endpoints, matched before everything else; `longLived` for those whose responses last as long as the
    /// client stays (event streams).
    var rawEndpoints = RawEndpointTable()
    /// What metadata says about each operation, in registration order.
    var descriptors: [OperationDescriptor] = [] {
        didSet { descriptorsRevision += 1 }
    }
    /// How many times `descriptors` changed: documents built from them are stale once it moves on.
    private(set) var descriptorsRevision = 0
}

/// A handler for an endpoint outside ServiceStack's protocol.
typealias RawHandler = @Sendable (ServiceContext) async throws -> HttpResult

/// An endpoint outside ServiceStack's protocol: its route, its handler, and whether its responses last as long as the
/// client stays (event streams).
struct RawEndpoint: Sendable {
    let pattern: RoutePattern
    let handler: RawHandler
    let longLived: Bool
}
