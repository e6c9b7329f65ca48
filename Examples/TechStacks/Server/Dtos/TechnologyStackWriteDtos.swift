import ServiceStack
import ServiceStackServer

/// Adds a stack built on `technologyIds`; signed-in users only. The slug defaults to one made from the name.
final class CreateTechnologyStack: ICreateDb, IReturn, Codable {
    typealias Table = TechnologyStack
    typealias Return = CreateTechnologyStackResponse
    var name: String?
    var slug: String?
    var vendorName: String?
    var appUrl: String?
    var screenshotUrl: String?
    var description: String?
    var details: String?
    var isLocked: Bool?
    var technologyIds: [Int]?
}

final class CreateTechnologyStackResponse: Codable {
    var result: TechStackDetails?
    var responseStatus: ResponseStatus?
}

/// Replaces a stack's editable fields and technologies (fields left out are cleared); signed-in users only.
final class UpdateTechnologyStack: IUpdateDb, IReturn, Codable {
    typealias Table = TechnologyStack
    typealias Return = UpdateTechnologyStackResponse
    var id: Int?
    var name: String?
    var vendorName: String?
    var appUrl: String?
    var screenshotUrl: String?
    var description: String?
    var details: String?
    var isLocked: Bool?
    var technologyIds: [Int]?
}

final class UpdateTechnologyStackResponse: Codable {
    var result: TechStackDetails?
    var responseStatus: ResponseStatus?
}

/// Deletes a stack; signed-in users only.
final class DeleteTechnologyStack: IDeleteDb, IReturn, Codable {
    typealias Table = TechnologyStack
    typealias Return = DeleteTechnologyStackResponse
    var id: Int?
}

final class DeleteTechnologyStackResponse: Codable {
    var result: TechStackDetails?
    var responseStatus: ResponseStatus?
}

extension CreateTechnologyStack: ValidatedRequest, MetadataDescribing {
    static var validators: [Validator<CreateTechnologyStack>] {
        [
            .notEmpty(\.name, "Name"), .maximumLength(\.name, "Name", TechStacksLimits.maxNameLength),
            .maximumLength(\.slug, "Slug", Slug.maxLength),
        ]
    }
    static var metadataRoutes: [Route] { [Route("/techstacks", verbs: "POST")] }
    static var metadataAdditionalTypes: [any Decodable.Type] { [TechnologyStackChanged.self] }
}

extension UpdateTechnologyStack: ValidatedRequest, MetadataDescribing {
    static var validators: [Validator<UpdateTechnologyStack>] {
        [
            .notNull(\.id, "Id"), .notEmpty(\.name, "Name"),
            .maximumLength(\.name, "Name", TechStacksLimits.maxNameLength),
        ]
    }
    static var metadataRoutes: [Route] { [Route("/techstacks/{Id}", verbs: "PUT")] }
}

extension DeleteTechnologyStack: ValidatedRequest, MetadataDescribing {
    static var validators: [Validator<DeleteTechnologyStack>] { [.notNull(\.id, "Id")] }
    static var metadataRoutes: [Route] { [Route("/techstacks/{Id}", verbs: "DELETE")] }
}
