import Foundation

/// The columns every stack row has; also the `TechnologyStack` table's shape.
class TechnologyStackBase: Codable {
    var id: Int?
    var name: String?
    var vendorName: String?
    var description: String?
    var appUrl: String?
    var screenshotUrl: String?
    var created: Date?
    var createdBy: String?
    var lastModified: Date?
    var lastModifiedBy: String?
    var isLocked: Bool?
    var ownerId: String?
    var slug: String?
    var details: String?
    var detailsHtml: String?
    var lastStatusUpdate: Date?
    var organizationId: Int?
    var commentsPostId: Int?
    var viewCount: Int?
    var favCount: Int?

    init() {}
}

/// A technology stack: a row of the `TechnologyStack` table.
final class TechnologyStack: TechnologyStackBase {}

/// A stack with the technologies it is built on.
final class TechStackDetails: TechnologyStackBase {
    var technologyChoices: [TechnologyInStack] = []

    override init() { super.init() }

    private enum CodingKeys: String, CodingKey { case technologyChoices }

    required init(from decoder: any Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        technologyChoices = try container.decodeIfPresent([TechnologyInStack].self, forKey: .technologyChoices) ?? []
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(technologyChoices, forKey: .technologyChoices)
    }
}

/// The stack columns AutoQuery returns from `FindTechStacks` and `QueryTechStacks`.
struct TechnologyStackView: Codable {
    var id: Int?
    var name: String?
    var vendorName: String?
    var description: String?
    var appUrl: String?
    var screenshotUrl: String?
    var created: Date?
    var createdBy: String?
    var lastModified: Date?
    var lastModifiedBy: String?
    var isLocked: Bool?
    var ownerId: String?
    var slug: String?
    var details: String?
    var detailsHtml: String?
    var lastStatusUpdate: Date?
    var organizationId: Int?
    var commentsPostId: Int?
    var viewCount: Int?
    var favCount: Int?
}

/// A row of the `TechnologyChoice` table: a technology used by a stack.
struct TechnologyChoice: Codable, Sendable {
    var id: Int
    var technologyId: Int
    var technologyStackId: Int
    var justification: String?
}
