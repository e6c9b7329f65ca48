import Foundation
import Observation
import ServiceStack

/// The create/edit form of a technology, for a view to bind to: its fields, and the `ApiResult` of the last
/// save, whose field errors a view shows beside each field (`fieldError("Name")`).
@MainActor
@Observable
public final class TechnologyForm {
    public var name = ""
    /// Left empty, the server makes one from the name (new technologies only).
    public var slug = ""
    public var vendorName = ""
    public var vendorUrl = ""
    public var productUrl = ""
    public var logoUrl = ""
    public var description = ""
    public var tier: TechnologyTier?
    public var isLocked = false
    /// The technology being edited; nil until a new one is saved.
    public private(set) var id: Int?
    /// The outcome of the last save; empty before the first.
    public private(set) var result = ApiResult<Technology>()
    public private(set) var isSaving = false

    @ObservationIgnored private let data: TechStacksAppData

    /// A form for a new technology.
    public init(data: TechStacksAppData) {
        self.data = data
    }

    /// A form editing `technology`.
    public init(data: TechStacksAppData, editing technology: Technology) {
        self.data = data
        id = technology.id
        name = technology.name ?? ""
        slug = technology.slug ?? ""
        vendorName = technology.vendorName ?? ""
        vendorUrl = technology.vendorUrl ?? ""
        productUrl = technology.productUrl ?? ""
        logoUrl = technology.logoUrl ?? ""
        description = technology.Description ?? ""
        tier = technology.tier
        isLocked = technology.isLocked ?? false
    }

    /// The message of the last save's error for `field` (`Name`, `Slug`, `Tier`...), if any.
    public func fieldError(_ field: String) -> String? {
        result.fieldErrorMessage(field)
    }

    /// Creates or updates the technology; on success the app's lists show it at once.
    @discardableResult
    public func save() async -> ApiResult<Technology> {
        isSaving = true
        defer { isSaving = false }
        let saved: ApiResult<Technology>
        if let id {
            saved = FormResult.map(await data.client.api(updateRequest(id: id))) { $0.result }
        } else {
            saved = FormResult.map(await data.client.api(createRequest())) { $0.result }
        }
        result = saved
        if let technology = saved.response {
            let change = TechnologyChanged()
            change.action = id == nil ? .created : .updated
            change.id = technology.id
            change.technology = technology
            id = technology.id
            slug = technology.slug ?? slug
            data.apply(.technology(change))
        }
        return saved
    }

    private func createRequest() -> sending CreateTechnology {
        let request = CreateTechnology()
        request.name = name
        request.slug = slug.nilIfEmpty
        sharedFields.fill(request)
        return request
    }

    private func updateRequest(id: Int) -> sending UpdateTechnology {
        let request = UpdateTechnology()
        request.id = id
        request.name = name
        sharedFields.fill(request)
        return request
    }

    /// The fields both requests share, as values that can go to the client's task.
    private var sharedFields: TechnologyFieldValues {
        TechnologyFieldValues(
            vendorName: vendorName.nilIfEmpty, vendorUrl: vendorUrl.nilIfEmpty, productUrl: productUrl.nilIfEmpty,
            logoUrl: logoUrl.nilIfEmpty, description: description.nilIfEmpty, tier: tier, isLocked: isLocked)
    }
}

/// The values of the fields `CreateTechnology` and `UpdateTechnology` share.
struct TechnologyFieldValues: Sendable {
    var vendorName, vendorUrl, productUrl, logoUrl, description: String?
    var tier: TechnologyTier?
    var isLocked: Bool

    func fill(_ request: some TechnologyFields) {
        request.vendorName = vendorName
        request.vendorUrl = vendorUrl
        request.productUrl = productUrl
        request.logoUrl = logoUrl
        request.Description = description
        request.tier = tier
        request.isLocked = isLocked
    }
}

/// The fields `CreateTechnology` and `UpdateTechnology` share.
protocol TechnologyFields: AnyObject {
    var vendorName: String? { get set }
    var vendorUrl: String? { get set }
    var productUrl: String? { get set }
    var logoUrl: String? { get set }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var Description: String? { get set }
    var tier: TechnologyTier? { get set }
    var isLocked: Bool? { get set }
}

extension CreateTechnology: TechnologyFields {}
extension UpdateTechnology: TechnologyFields {}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
