import Foundation
import ServiceStackAutoQuery
import ServiceStackServer

/// Registers the TechStacks API on a host.
enum TechStacksServices {
    static func register(on host: ServiceStackHost, repository: TechStacksRepository, changes: ChangeFeed) throws {
        let overviews = OverviewBuilder(repository: repository)
        host.register(Overview.self) { _, _ in try await overviews.overview() }
        host.register(AppOverview.self) { _, _ in try await overviews.appOverview() }
        host.register(GetAllTechnologies.self) { _, _ in
            let response = GetAllTechnologiesResponse()
            response.results = try await repository.allTechnologies()
            response.total = response.results.count
            return response
        }
        host.register(GetAllTechnologyStacks.self) { _, _ in
            let response = GetAllTechnologyStacksResponse()
            response.results = try await repository.allStacks()
            response.total = response.results.count
            return response
        }
        host.register(GetTechnology.self) { request, _ in
            let slug = try SlugRule.lookup(request.slug)
            guard let technology = try await repository.technology(slug: slug) else {
                throw HttpError.notFound("Technology '\(slug)' does not exist")
            }
            let response = GetTechnologyResponse()
            response.created = Date()
            response.technology = technology
            response.technologyStacks = try await repository.stacks(usingTechnology: technology.id ?? 0)
            return response
        }
        host.register(GetTechnologyStack.self) { request, _ in
            let slug = try SlugRule.lookup(request.slug)
            guard let details = try await overviews.stackDetails(slug: slug) else {
                throw HttpError.notFound("Tech Stack '\(slug)' does not exist")
            }
            let response = GetTechnologyStackResponse()
            response.created = Date()
            response.result = details
            return response
        }
        let autoQuery = AutoQueryFeature(
            database: repository.database, engine: repository.engine,
            limits: AutoQueryLimits(defaultTake: 100, maxLimit: 1000))
        try autoQuery.register(FindTechnologies.self, on: host)
        try autoQuery.register(QueryTechnology.self, on: host)
        try autoQuery.register(FindTechStacks.self, on: host)
        try autoQuery.register(QueryTechStacks.self, on: host)
        try TechStacksWriteServices.register(on: host, autoQuery: autoQuery, repository: repository, changes: changes)
        LogoEndpoint.register(on: host, repository: repository)
    }
}
