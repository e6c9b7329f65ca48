import Foundation

/// The pages of an AutoQuery request, fetched one at a time as they are iterated: each asks for the
/// next `skip`, and the sequence ends at `total` (or, without one, at a short page), at an empty page, or
/// when the task is cancelled.
public struct QueryPageSequence<Request: QueryBase & IReturn & Codable, Row: Codable>: AsyncSequence
where Request.Return == QueryResponse<Row> {
    /// Each element is one page of results.
    public typealias Element = QueryResponse<Row>

    let client: JsonServiceClient
    let request: Request
    let pageSize: Int?

    /// Starts fetching at the request's `skip`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(client: client, request: request, pageSize: pageSize ?? request.take, nextSkip: request.skip ?? 0)
    }

    /// Fetches the next page on each `next()`.
    public struct Iterator: AsyncIteratorProtocol {
        let client: JsonServiceClient
        let request: Request
        let pageSize: Int?
        var nextSkip: Int
        var finished = false

        /// Fetches the next page; nil after the last one. Throws `CancellationError` once the task is cancelled.
        public mutating func next() async throws -> QueryResponse<Row>? {
            guard !finished else { return nil }
            try Task.checkCancellation()
            let page = try QueryRequestCopy.make(of: request)
            page.skip = nextSkip
            page.take = pageSize
            page.include = QueryRequestCopy.includingTotal(request.include)
            let response = try await client.getAsync(page)
            let count = response.results.count
            nextSkip += count
            let total = response.total ?? 0
            // A server may cap `take`, so a short page only ends paging when the total is unknown.
            let shortPage = pageSize.map { count < $0 } ?? false
            if count == 0 || (total > 0 ? nextSkip >= total : shortPage) { finished = true }
            return count == 0 ? nil : response
        }
    }
}

/// The rows of an AutoQuery request across all its pages, fetched page by page as they are iterated.
public struct QueryResultSequence<Request: QueryBase & IReturn & Codable, Row: Codable>: AsyncSequence
where Request.Return == QueryResponse<Row> {
    /// Each element is one row.
    public typealias Element = Row

    let pages: QueryPageSequence<Request, Row>

    /// Starts fetching at the request's `skip`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(pages: pages.makeAsyncIterator())
    }

    /// Yields the rows of the current page, fetching the next page when they run out.
    public struct Iterator: AsyncIteratorProtocol {
        var pages: QueryPageSequence<Request, Row>.Iterator
        var buffer: [Row] = []
        var position = 0

        /// The next row, fetching the next page when this one is used up; nil after the last row.
        public mutating func next() async throws -> Row? {
            while position == buffer.count {
                guard let page = try await pages.next() else { return nil }
                buffer = page.results
                position = 0
            }
            defer { position += 1 }
            return buffer[position]
        }
    }
}

/// Copies a request, so paging never changes the caller's instance.
enum QueryRequestCopy {
    static func make<Request: Codable>(of request: Request) throws -> Request {
        try JsonConfig.createDecoder().decode(Request.self, from: try JsonConfig.createEncoder().encode(request))
    }

    /// `include` with `Total` added, so the server reports how many rows there are.
    static func includingTotal(_ include: String?) -> String {
        guard let include, !include.isEmpty else { return "Total" }
        let items = include.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return items.contains("total") ? include : include + ",Total"
    }
}
