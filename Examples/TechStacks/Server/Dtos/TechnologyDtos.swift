import Foundation
import ServiceStack
import ServiceStackServer

/// Every technology.
final class GetAllTechnologies: IReturn, IGet, Codable {
    typealias Return = GetAllTechnologiesResponse
}

final class GetAllTechnologiesResponse: Codable {
    var results: [Technology] = []
    var total: Int?
}

/// One technology by slug, with the stacks using it.
final class GetTechnology: IReturn, IGet, Codable {
    typealias Return = GetTechnologyResponse
    var slug: String?
}

final class GetTechnologyResponse: Codable {
    var created: Date?
    var technology: Technology?
    var technologyStacks: [TechnologyStack] = []
    var responseStatus: ResponseStatus?
}

/// Every stack.
final class GetAllTechnologyStacks: IReturn, IGet, Codable {
    typealias Return = GetAllTechnologyStacksResponse
}

final class GetAllTechnologyStacksResponse: Codable {
    var results: [TechnologyStack] = []
    var total: Int?
}

/// One stack by slug, with its technologies.
final class GetTechnologyStack: IReturn, IGet, Codable {
    typealias Return = GetTechnologyStackResponse
    var slug: String?
}

final class GetTechnologyStackResponse: Codable {
    var created: Date?
    var result: TechStackDetails?
    var responseStatus: ResponseStatus?
}

extension GetAllTechnologies: MetadataDescribing {
    static var metadataRoutes: [Route] { [Route("/technology", verbs: "GET")] }
}

extension GetTechnology: MetadataDescribing {
    static var metadataRoutes: [Route] { [Route("/technology/{Slug}")] }
}

extension GetAllTechnologyStacks: MetadataDescribing {
    static var metadataRoutes: [Route] { [Route("/techstacks", verbs: "GET")] }
}

extension GetTechnologyStack: MetadataDescribing {
    static var metadataRoutes: [Route] { [Route("/techstacks/{Slug}", verbs: "GET")] }
}
