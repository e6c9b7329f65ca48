import ServiceStack
import ServiceStackServer

/// Adds a technology; signed-in users only. The slug defaults to one made from the name.
final class CreateTechnology: ICreateDb, IReturn, Codable {
    typealias Table = Technology
    typealias Return = CreateTechnologyResponse
    var name: String?
    var slug: String?
    var vendorName: String?
    var vendorUrl: String?
    var productUrl: String?
    var logoUrl: String?
    var description: String?
    var isLocked: Bool?
    var tier: TechnologyTier?
}

final class CreateTechnologyResponse: Codable {
    var result: Technology?
    var responseStatus: ResponseStatus?
}

/// Replaces a technology's editable fields (fields left out are cleared); signed-in users only.
final class UpdateTechnology: IUpdateDb, IReturn, Codable {
    typealias Table = Technology
    typealias Return = UpdateTechnologyResponse
    var id: Int?
    var name: String?
    var vendorName: String?
    var vendorUrl: String?
    var productUrl: String?
    var logoUrl: String?
    var description: String?
    var isLocked: Bool?
    var tier: TechnologyTier?
}

final class UpdateTechnologyResponse: Codable {
    var result: Technology?
    var responseStatus: ResponseStatus?
}

/// Deletes a technology and its place in every stack; signed-in users only.
final class DeleteTechnology: IDeleteDb, IReturn, Codable {
    typealias Table = Technology
    typealias Return = DeleteTechnologyResponse
    var id: Int?
}

final class DeleteTechnologyResponse: Codable {
    var result: Technology?
    var responseStatus: ResponseStatus?
}

extension CreateTechnology: ValidatedRequest, MetadataDescribing {
    static var validators: [Validator<CreateTechnology>] {
        [
            .notEmpty(\.name, "Name"), .maximumLength(\.name, "Name", TechStacksLimits.maxNameLength),
            .maximumLength(\.slug, "Slug", Slug.maxLength), .notNull(\.tier, "Tier"),
        ]
    }
    static var metadataRoutes: [Route] { [Route("/technology", verbs: "POST")] }
    static var metadataAdditionalTypes: [any Decodable.Type] { [TechnologyChanged.self] }
}

extension UpdateTechnology: ValidatedRequest, MetadataDescribing {
    static var validators: [Validator<UpdateTechnology>] {
        [
            .notNull(\.id, "Id"), .notEmpty(\.name, "Name"),
            .maximumLength(\.name, "Name", TechStacksLimits.maxNameLength), .notNull(\.tier, "Tier"),
        ]
    }
    static var metadataRoutes: [Route] { [Route("/technology/{Id}", verbs: "PUT")] }
}

extension DeleteTechnology: ValidatedRequest, MetadataDescribing {
    static var validators: [Validator<DeleteTechnology>] { [.notNull(\.id, "Id")] }
    static var metadataRoutes: [Route] { [Route("/technology/{Id}", verbs: "DELETE")] }
}
