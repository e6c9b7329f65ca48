/// How a query's filters combine.
public enum QueryTerm: Sendable {
    /// Every filter must hold (ServiceStack's default).
    case and
    /// Any filter may hold, so each filter adds results.
    case or
}

/// Adopted by a query request type to choose how its filters combine, like ServiceStack's
/// `[QueryDb(QueryTerm.Or)]`.
///
/// ```swift
/// final class SearchTechnologies: QueryDb<Technology>, IReturn, QueryTermProviding {
///     static let queryTerm = QueryTerm.or
/// }
/// ```
public protocol QueryTermProviding {
    /// How the request's filters combine.
    static var queryTerm: QueryTerm { get }
}
