/// How many rows a query returns, whether it counts them, and how much a request may ask of the database.
///
/// Requests beyond a limit are refused with a 400 naming the parameter (or the column), before any SQL runs. The defaults keep
/// every statement within SQLite's own limits (ORDER BY terms, bound parameters, LIKE pattern length).
public struct AutoQueryLimits: Sendable {
    /// The page size when a request gives no `take`; nil returns every row (up to `maxLimit`).
    public var defaultTake: Int?
    /// The largest page: a larger `take` is reduced to it; nil means no limit.
    public var maxLimit: Int?
    /// Fills `total` for every query, not only those with `include=Total`.
    public var includeTotal: Bool
    /// The largest `skip` (2,147,483,647 by default, the largest offset every database accepts).
    public var maxSkip: Int
    /// The most filters (typed properties set plus query-string filters) one request may have (50).
    public var maxFilters: Int
    /// The most values of one `In` list (1,000); `Between` always takes two.
    public var maxListValues: Int
    /// The most characters of one filter value (4,000).
    public var maxValueLength: Int
    /// The most `orderBy` and `orderByDesc` terms together (20).
    public var maxOrderByTerms: Int
    /// The most names in `fields` (100).
    public var maxFields: Int
    /// The most characters (Unicode scalars) of one text value an AutoQuery CRUD write stores (8,000, OrmLite's
    /// default string length), unless `CrudOptions.maxLengths` gives its column another.
    public var maxTextLength: Int

    /// Creates the settings; by default pages hold 100 rows and at most 1,000.
    public init(
        defaultTake: Int? = 100, maxLimit: Int? = 1000, includeTotal: Bool = false, maxSkip: Int = 2_147_483_647,
        maxFilters: Int = 50, maxListValues: Int = 1000, maxValueLength: Int = 4000, maxOrderByTerms: Int = 20,
        maxFields: Int = 100, maxTextLength: Int = 8000
    ) {
        self.defaultTake = defaultTake
        self.maxLimit = maxLimit
        self.includeTotal = includeTotal
        self.maxSkip = maxSkip
        self.maxFilters = maxFilters
        self.maxListValues = maxListValues
        self.maxValueLength = maxValueLength
        self.maxOrderByTerms = maxOrderByTerms
        self.maxFields = maxFields
        self.maxTextLength = maxTextLength
    }
}
