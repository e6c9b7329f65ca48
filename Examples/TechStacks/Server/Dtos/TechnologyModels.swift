import Foundation

/// The columns every technology row has; also the `Technology` table's shape.
class TechnologyBase: Codable {
    var id: Int?
    var name: String?
    var vendorName: String?
    var vendorUrl: String?
    var productUrl: String?
    var logoUrl: String?
    var description: String?
    var created: Date?
    var createdBy: String?
    var lastModified: Date?
    var lastModifiedBy: String?
    var ownerId: String?
    var slug: String?
    var logoApproved: Bool?
    var isLocked: Bool?
    var tier: TechnologyTier?
    var lastStatusUpdate: Date?
    var organizationId: Int?
    var commentsPostId: Int?
    var viewCount: Int?
    var favCount: Int?

    init() {}
}

/// A technology: a row of the `Technology` table.
final class Technology: TechnologyBase {}

/// A technology as it appears in a stack, with the stack's reason for choosing it.
final class TechnologyInStack: TechnologyBase {
    var technologyId: Int?
    var technologyStackId: Int?
    var justification: String?

    override init() { super.init() }

    private enum CodingKeys: String, CodingKey {
        case technologyId, technologyStackId, justification
    }

    required init(from decoder: any Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        technologyId = try container.decodeIfPresent(Int.self, forKey: .technologyId)
        technologyStackId = try container.decodeIfPresent(Int.self, forKey: .technologyStackId)
        justification = try container.decodeIfPresent(String.self, forKey: .justification)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(technologyId, forKey: .technologyId)
        try container.encodeIfPresent(technologyStackId, forKey: .technologyStackId)
        try container.encodeIfPresent(justification, forKey: .justification)
    }
}

/// The technology columns AutoQuery returns from `FindTechnologies` and `QueryTechnology`.
struct TechnologyView: Codable {
    var id: Int?
    var name: String?
    var vendorName: String?
    var vendorUrl: String?
    var productUrl: String?
    var logoUrl: String?
    var description: String?
    var created: Date?
    var createdBy: String?
    var lastModified: Date?
    var lastModifiedBy: String?
    var ownerId: String?
    var slug: String?
    var logoApproved: Bool?
    var isLocked: Bool?
    var tier: TechnologyTier?
    var lastStatusUpdate: Date?
    var organizationId: Int?
    var commentsPostId: Int?
    var viewCount: Int?
    var favCount: Int?
}
