import Foundation
import Observation
import ServiceStack

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The TechStacks app's state, loaded through the async client and observable by views
/// (`withObservationTracking`, SwiftUI): overview, every technology and stack, search results and logos.
@MainActor
@Observable
public final class TechStacksAppData {
    /// The client every load goes through.
    @ObservationIgnored public let client: JsonServiceClient

    public private(set) var overview: OverviewResponse?
    public private(set) var appOverview: AppOverviewResponse?
    public internal(set) var allTechnologies: [Technology] = []
    public internal(set) var allStacks: [TechnologyStack] = []
    public private(set) var technologySearchResults: [TechnologyView] = []
    public private(set) var stackSearchResults: [TechnologyStackView] = []
    /// How many rows matched the last search in total (beyond the page shown).
    public private(set) var searchTotal = 0
    /// Logos by URL, filled by `loadImage(url:)`.
    public private(set) var imageCache: [String: CachedImage] = [:]
    /// Calls in flight; views show a progress indicator while it is above zero.
    public private(set) var pendingCalls = 0
    /// The last failure, cleared by the next successful call.
    public private(set) var lastError: (any Error)?
    /// The signed-in user's name; nil until `signIn` succeeds.
    public internal(set) var signedInUserName: String?
    /// How many changes (the server's, or this app's own writes) have been applied to the lists.
    public internal(set) var changeCount = 0

    public init(client: JsonServiceClient) {
        self.client = client
    }

    public convenience init(baseUrl: String) {
        self.init(client: JsonServiceClient(baseUrl: baseUrl))
    }

    public var isLoading: Bool { pendingCalls > 0 }

    @discardableResult
    public func loadOverview(reload: Bool = false) async throws -> OverviewResponse {
        let response = try await track {
            let request = Overview()
            request.reload = reload ? true : nil
            return try await self.client.getAsync(request)
        }
        overview = response
        return response
    }

    @discardableResult
    public func loadAppOverview() async throws -> AppOverviewResponse {
        let response = try await track { try await self.client.getAsync(AppOverview()) }
        appOverview = response
        return response
    }

    @discardableResult
    public func loadAllTechnologies() async throws -> [Technology] {
        let response = try await track { try await self.client.getAsync(GetAllTechnologies()) }
        allTechnologies = response.results
        return allTechnologies
    }

    @discardableResult
    public func loadAllStacks() async throws -> [TechnologyStack] {
        let response = try await track { try await self.client.getAsync(GetAllTechnologyStacks()) }
        allStacks = response.results
        return allStacks
    }

    public func technology(slug: String) async throws -> GetTechnologyResponse {
        try await track {
            let request = GetTechnology()
            request.slug = slug
            return try await self.client.getAsync(request)
        }
    }

    public func stack(slug: String) async throws -> GetTechnologyStackResponse {
        try await track {
            let request = GetTechnologyStack()
            request.slug = slug
            return try await self.client.getAsync(request)
        }
    }

    /// Searches technologies. With no `field`, finds `text` in the name, vendor or description (OR);
    /// otherwise applies `operand` to `field` (e.g. `Tier` `=` `Data`, `ViewCount` `>` `1000`).
    @discardableResult
    public func searchTechnologies(
        _ text: String, field: String? = nil, operand: AutoQueryOperand = .contains, take: Int = 50
    ) async throws -> [TechnologyView] {
        let response = try await track {
            let request = FindTechnologies()
            let query = Self.prepare(request, text: text, field: field, operand: operand, take: take)
            return try await self.client.getAsync(request, query: query)
        }
        technologySearchResults = response.results
        searchTotal = response.total ?? 0
        return technologySearchResults
    }

    /// Searches stacks, like `searchTechnologies`.
    @discardableResult
    public func searchStacks(
        _ text: String, field: String? = nil, operand: AutoQueryOperand = .contains, take: Int = 50
    ) async throws -> [TechnologyStackView] {
        let response = try await track {
            let request = FindTechStacks()
            let query = Self.prepare(request, text: text, field: field, operand: operand, take: take)
            return try await self.client.getAsync(request, query: query)
        }
        stackSearchResults = response.results
        searchTotal = response.total ?? 0
        return stackSearchResults
    }

    /// The bytes at `url` (absolute, or relative to the client's base URL), downloaded once.
    public func loadImage(url: String) async throws -> CachedImage {
        if let cached = imageCache[url] { return cached }
        let downloaded = try await track { try await self.client.getDataAsync(url: url) }
        guard let (data, response) = downloaded else {
            throw ServiceClientError.invalidResponse(url: url, reason: "no data")
        }
        let image = CachedImage(data: data, contentType: response.value(forHTTPHeaderField: "Content-Type"))
        imageCache[url] = image
        return image
    }

    /// Sets paging and, for a free-text search, the typed name/vendor/description filters; returns the
    /// query-string filter of a field search.
    private nonisolated static func prepare(
        _ request: some TechStacksTextSearch & QueryBase, text: String, field: String?, operand: AutoQueryOperand,
        take: Int
    ) -> [String: String] {
        request.take = take
        request.include = "Total"
        guard let field, !field.isEmpty else {
            request.nameContains = text
            request.vendorNameContains = text
            request.descriptionContains = text
            return [:]
        }
        return [operand.queryKey(field: field): text]
    }

    private func track<T>(_ call: () async throws -> T) async throws -> T {
        pendingCalls += 1
        defer { pendingCalls -= 1 }
        do {
            let result = try await call()
            lastError = nil
            return result
        } catch {
            lastError = error
            throw error
        }
    }
}

/// The typed text filters `FindTechnologies` and `FindTechStacks` share.
protocol TechStacksTextSearch: AnyObject {
    var nameContains: String? { get set }
    var vendorNameContains: String? { get set }
    var descriptionContains: String? { get set }
}

extension FindTechnologies: TechStacksTextSearch {}
extension FindTechStacks: TechStacksTextSearch {}
