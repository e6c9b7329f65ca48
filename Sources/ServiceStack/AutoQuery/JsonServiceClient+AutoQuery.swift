extension JsonServiceClient {
    /// The pages of an AutoQuery request, fetched with GET as they are iterated.
    ///
    /// Paging starts at the request's `skip`; `pageSize` (default: the request's `take`, else the
    /// server's page size) sets each page's `take`. `include=Total` is added so iteration stops at
    /// the last row. The request itself is not changed.
    ///
    /// ```swift
    /// for try await page in client.queryPages(FindTechnologies(), pageSize: 50) {
    ///     print(page.offset ?? 0, page.results.count, page.total ?? 0)
    /// }
    /// ```
    public func queryPages<Request: QueryBase & IReturn & Codable, Row: Codable>(
        _ request: Request, pageSize: Int? = nil
    ) -> QueryPageSequence<Request, Row> where Request.Return == QueryResponse<Row> {
        QueryPageSequence(client: self, request: request, pageSize: pageSize)
    }

    /// The rows of an AutoQuery request across all its pages, fetched page by page as they are iterated.
    ///
    /// ```swift
    /// for try await technology in client.queryResults(FindTechnologies(), pageSize: 100) { ... }
    /// ```
    public func queryResults<Request: QueryBase & IReturn & Codable, Row: Codable>(
        _ request: Request, pageSize: Int? = nil
    ) -> QueryResultSequence<Request, Row> where Request.Return == QueryResponse<Row> {
        QueryResultSequence(pages: queryPages(request, pageSize: pageSize))
    }
}
