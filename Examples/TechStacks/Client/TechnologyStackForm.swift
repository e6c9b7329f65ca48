import Foundation
import Observation
import ServiceStack

/// The create/edit form of a stack, for a view to bind to: its fields, the technologies it is built on, and
/// the `ApiResult` of the last save, whose field errors a view shows beside each field.
@MainActor
@Observable
public final class TechnologyStackForm {
    public var name = ""
    /// Left empty, the server makes one from the name (new stacks only).
    public var slug = ""
    public var vendorName = ""
    public var appUrl = ""
    public var screenshotUrl = ""
    public var description = ""
    public var details = ""
    public var isLocked = false
    /// The ids of the technologies the stack is built on.
    public var technologyIds: [Int] = []
    /// The stack being edited; nil until a new one is saved.
    public private(set) var id: Int?
    /// The outcome of the last save; empty before the first.
    public private(set) var result = ApiResult<TechStackDetails>()
    public private(set) var isSaving = false

    @ObservationIgnored private let data: TechStacksAppData

    /// A form for a new stack.
    public init(data: TechStacksAppData) {
        self.data = data
    }

    /// A form editing `stack`, built on the technologies of `stack.technologyChoices`.
    public init(data: TechStacksAppData, editing stack: TechStackDetails) {
        self.data = data
        id = stack.id
        name = stack.name ?? ""
        slug = stack.slug ?? ""
        vendorName = stack.vendorName ?? ""
        appUrl = stack.appUrl ?? ""
        screenshotUrl = stack.screenshotUrl ?? ""
        description = stack.Description ?? ""
        details = stack.details ?? ""
        isLocked = stack.isLocked ?? false
        technologyIds = stack.technologyChoices.compactMap { $0.technologyId ?? $0.id }
    }

    /// The message of the last save's error for `field` (`Name`, `Slug`, `TechnologyIds`...), if any.
    public func fieldError(_ field: String) -> String? {
        result.fieldErrorMessage(field)
    }

    /// Creates or updates the stack; on success the app's lists show it at once.
    @discardableResult
    public func save() async -> ApiResult<TechStackDetails> {
        isSaving = true
        defer { isSaving = false }
        let saved: ApiResult<TechStackDetails>
        if let id {
            saved = FormResult.map(await data.client.api(updateRequest(id: id))) { $0.result }
        } else {
            saved = FormResult.map(await data.client.api(createRequest())) { $0.result }
        }
        result = saved
        if let stack = saved.response {
            let change = TechnologyStackChanged()
            change.action = id == nil ? .created : .updated
            change.id = stack.id
            change.stack = TechnologyStack(copying: stack)
            id = stack.id
            slug = stack.slug ?? slug
            data.apply(.stack(change))
        }
        return saved
    }

    private func createRequest() -> sending CreateTechnologyStack {
        let request = CreateTechnologyStack()
        request.name = name
        request.slug = slug.nilIfEmpty
        sharedFields.fill(request)
        return request
    }

    private func updateRequest(id: Int) -> sending UpdateTechnologyStack {
        let request = UpdateTechnologyStack()
        request.id = id
        request.name = name
        sharedFields.fill(request)
        return request
    }

    /// The fields both requests share, as values that can go to the client's task.
    private var sharedFields: StackFieldValues {
        StackFieldValues(
            vendorName: vendorName.nilIfEmpty, appUrl: appUrl.nilIfEmpty, screenshotUrl: screenshotUrl.nilIfEmpty,
            description: description.nilIfEmpty, details: details.nilIfEmpty, isLocked: isLocked,
            technologyIds: technologyIds)
    }
}

/// The values of the fields `CreateTechnologyStack` and `UpdateTechnologyStack` share.
struct StackFieldValues: Sendable {
    var vendorName, appUrl, screenshotUrl, description, details: String?
    var isLocked: Bool
    var technologyIds: [Int]

    func fill(_ request: some StackFields) {
        request.vendorName = vendorName
        request.appUrl = appUrl
        request.screenshotUrl = screenshotUrl
        request.Description = description
        request.details = details
        request.isLocked = isLocked
        request.technologyIds = technologyIds
    }
}

/// The fields `CreateTechnologyStack` and `UpdateTechnologyStack` share.
protocol StackFields: AnyObject {
    var vendorName: String? { get set }
    var appUrl: String? { get set }
    var screenshotUrl: String? { get set }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var Description: String? { get set }
    var details: String? { get set }
    var isLocked: Bool? { get set }
    var technologyIds: [Int]? { get set }
}

extension CreateTechnologyStack: StackFields {}
extension UpdateTechnologyStack: StackFields {}

extension TechnologyStack {
    /// The stack columns of `source`.
    convenience init(copying source: TechStackDetails) {
        self.init()
        id = source.id
        name = source.name
        slug = source.slug
        vendorName = source.vendorName
        Description = source.Description
        appUrl = source.appUrl
        screenshotUrl = source.screenshotUrl
        created = source.created
        createdBy = source.createdBy
        lastModified = source.lastModified
        lastModifiedBy = source.lastModifiedBy
        isLocked = source.isLocked
        ownerId = source.ownerId
        details = source.details
        viewCount = source.viewCount
        favCount = source.favCount
    }
}
