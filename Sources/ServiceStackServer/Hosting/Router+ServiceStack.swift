import Hummingbird

extension ServiceStackHost {
    /// A middleware that serves this host's services inside a Hummingbird application and passes other requests
    /// on; see `ServiceStackMiddleware`.
    public func middleware<Context: RequestContext>(context: Context.Type = Context.self)
        -> ServiceStackMiddleware<Context>
    {
        ServiceStackMiddleware(host: self, answersUnmatched: false)
    }
}

extension Router {
    /// Serves `host`'s services from this router: its operations, raw endpoints and metadata answer the requests
    /// they match, and everything else goes on to the router's own routes. Middleware added before this call
    /// applies to ServiceStack's requests; routes added before it take precedence over ServiceStack's.
    @discardableResult
    public func addServiceStack(_ host: ServiceStackHost) -> Self {
        add(middleware: host.middleware(context: Context.self))
    }
}
