import Foundation
import ServiceStack
import ServiceStackServer

/// The data model of the CRUD tests' table, with `AuditBase`'s columns.
struct Rocket: Codable, Sendable, Equatable {
    var id: Int
    var name: String
    var slug: String?
    var stages: Int?
    var ownerId: Int?
    var createdDate: Date?
    var createdBy: String?
    var modifiedDate: Date?
    var modifiedBy: String?
    var deletedDate: Date?
    var deletedBy: String?
}

/// A `Rocket` projection: fewer properties than the table, and one it lacks (stays nil).
struct RocketSummary: Codable, Sendable, Equatable {
    var id: Int
    var name: String
    var slug: String?
    var stages: Int?
    var nickname: String?
}

/// A response with every conventional property, a numeric id and a projected result.
final class RocketResponse: Codable {
    var id: Int?
    var count: Int?
    var result: RocketSummary?
    var responseStatus: ResponseStatus?
    init() {}
}

/// The response of the audited writes: the whole row.
final class AuditedRocketResponse: Codable {
    var id: Int?
    var result: Rocket?
    var responseStatus: ResponseStatus?
    init() {}
}

final class CreateRocket: ICreateDb, IReturn, Codable {
    typealias Table = Rocket
    typealias Return = IdResponse
    var name: String?
    var stages: Int?
    /// Not a column: `CrudOptions.ignoredProperties`, written to `RocketTag` by `afterWrite`.
    var tags: [String]?
    init() {}
}

final class CreateRocketWithResult: ICreateDb, IReturn, Codable {
    typealias Table = Rocket
    typealias Return = RocketResponse
    var id: Int?
    var name: String?
    var stages: Int?
    init() {}
}

final class UpdateRocket: IUpdateDb, IReturn, Codable {
    typealias Table = Rocket
    typealias Return = RocketResponse
    var id: Int?
    var name: String?
    var slug: String?
    var stages: Int?
    init() {}
}

final class PatchRocket: IPatchDb, IReturn, Codable {
    typealias Table = Rocket
    typealias Return = RocketResponse
    var id: Int?
    var name: String?
    var slug: String?
    var stages: Int?
    init() {}
}

final class DeleteRocket: IDeleteDb, IReturn, Codable {
    typealias Table = Rocket
    typealias Return = RocketResponse
    var id: Int?
    var stages: Int?
    var slug: String?
    init() {}
}

final class DeleteRocketQuietly: IDeleteDb, IReturnVoid, Codable {
    typealias Table = Rocket
    var id: Int?
    init() {}
}

final class SaveRocket: ISaveDb, IReturn, Codable {
    typealias Table = Rocket
    typealias Return = RocketResponse
    var id: Int?
    var name: String?
    var stages: Int?
    init() {}
}

final class CreateAuditedRocket: ICreateDb, IReturn, Codable {
    typealias Table = Rocket
    typealias Return = AuditedRocketResponse
    var name: String?
    init() {}
}

final class UpdateAuditedRocket: IPatchDb, IReturn, Codable {
    typealias Table = Rocket
    typealias Return = AuditedRocketResponse
    var id: Int?
    var stages: Int?
    init() {}
}

final class SoftDeleteRocket: IDeleteDb, IReturn, Codable {
    typealias Table = Rocket
    typealias Return = AuditedRocketResponse
    var id: Int?
    init() {}
}

final class HardDeleteAuditedRocket: IDeleteDb, IReturn, Codable {
    typealias Table = Rocket
    typealias Return = RocketResponse
    var id: Int?
    init() {}
}

/// Validated like any service: a 400 with field errors before anything is written.
final class CreateValidatedRocket: ICreateDb, IReturn, Codable, ValidatedRequest {
    typealias Table = Rocket
    typealias Return = IdResponse
    var name: String?
    var stages: Int?
    init() {}
    static let validators: [Validator<CreateValidatedRocket>] = [
        .notEmpty(\.name, "name"), .notNull(\.stages, "stages"),
    ]
}

/// A property that names no column: registration must refuse it.
final class CreateBrokenRocket: ICreateDb, IReturn, Codable {
    typealias Table = Rocket
    typealias Return = IdResponse
    var name: String?
    var colour: String?
    init() {}
}

/// An update without the primary key it needs to find its row: registration must refuse it.
final class UpdateRocketWithoutKey: IUpdateDb, IReturn, Codable {
    typealias Table = Rocket
    typealias Return = IdResponse
    var name: String?
    init() {}
}

/// A launch of a rocket: `rocketId` is a foreign key to `Rocket`, which the database enforces.
struct Launch: Codable, Sendable, Equatable {
    var id: Int
    var rocketId: Int
    var site: String?
}

final class CreateLaunch: ICreateDb, IReturn, Codable {
    typealias Table = Launch
    typealias Return = IdResponse
    var rocketId: Int?
    var site: String?
    init() {}
}

final class UpdateLaunch: IUpdateDb, IReturn, Codable {
    typealias Table = Launch
    typealias Return = IdResponse
    var id: Int?
    var rocketId: Int?
    var site: String?
    init() {}
}

/// A patch whose `slug` takes at most 20 characters (`CrudOptions.maxLengths`).
final class RenameRocket: IPatchDb, IReturn, Codable {
    typealias Table = Rocket
    typealias Return = RocketResponse
    var id: Int?
    var name: String?
    var slug: String?
    init() {}
}
