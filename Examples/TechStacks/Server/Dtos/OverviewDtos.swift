import Foundation
import ServiceStack
import ServiceStackServer

/// The home page's data: top users, top technologies (overall and per tier), latest and popular stacks.
final class Overview: IReturn, IGet, Codable {
    typealias Return = OverviewResponse
    var reload: Bool?
}

final class OverviewResponse: Codable {
    var created: Date?
    var topUsers: [UserInfo] = []
    var topTechnologies: [TechnologyInfo] = []
    var latestTechStacks: [TechStackDetails] = []
    var popularTechStacks: [TechnologyStack] = []
    var topTechnologiesByTier: [String: [TechnologyInfo]] = [:]
    var responseStatus: ResponseStatus?
}

/// What a mobile app shows first: every tier and the most used technologies.
final class AppOverview: IReturn, IGet, Codable {
    typealias Return = AppOverviewResponse
    var reload: Bool?
}

final class AppOverviewResponse: Codable {
    var created: Date?
    var allTiers: [Option] = []
    var topTechnologies: [TechnologyInfo] = []
    var responseStatus: ResponseStatus?
}

/// A technology with the number of stacks using it.
struct TechnologyInfo: Codable {
    var tier: TechnologyTier?
    var slug: String?
    var name: String?
    var logoUrl: String?
    var stacksCount: Int?
}

/// A user with the number of stacks they created.
struct UserInfo: Codable {
    var userName: String?
    var avatarUrl: String?
    var stacksCount: Int?
}

/// A tier as a choice in a list.
struct Option: Codable {
    var name: String?
    var title: String?
    var value: TechnologyTier?
}

extension Overview: MetadataDescribing {
    static var metadataRoutes: [Route] { [Route("/overview")] }
}

extension AppOverview: MetadataDescribing {
    static var metadataRoutes: [Route] { [Route("/app-overview")] }
}
