import Foundation
import ServiceStack

/// A row of the test server's in-memory `Rockstar` table.
package final class Rockstar: Codable {
    package var id: Int?
    package var firstName: String?
    package var lastName: String?
    package var age: Int?
    required package init() {}

    package init(id: Int? = nil, firstName: String, lastName: String, age: Int) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.age = age
    }
}

/// Queries rockstars with AutoQuery's conventions (`/rockstars?ageOlderThan=40`, `?firstNameStartsWith=J`).
package final class QueryRockstars: QueryDb<Rockstar>, IReturn {
    package typealias Return = QueryResponse<Rockstar>
}

/// Adds a rockstar; signed-in callers only.
package final class CreateRockstarWithReturn: ICreateDb, IReturn, Codable {
    package typealias Table = Rockstar
    package typealias Return = RockstarWithIdAndResultResponse
    package var firstName: String?
    package var lastName: String?
    package var age: Int?
    required package init() {}
}

/// Replaces every column of a rockstar (unset ones become null); signed-in callers only.
package final class UpdateRockstar: IUpdateDb, IReturn, Codable {
    package typealias Table = Rockstar
    package typealias Return = EmptyResponse
    package var id: Int = 0
    package var firstName: String?
    package var lastName: String?
    package var age: Int?
    required package init() {}
}

/// Changes only the columns that are set; signed-in callers only.
package final class PatchRockstar: IPatchDb, IReturn, Codable {
    package typealias Table = Rockstar
    package typealias Return = EmptyResponse
    package var id: Int = 0
    package var firstName: String?
    package var lastName: String?
    package var age: Int?
    required package init() {}
}

/// Deletes a rockstar; signed-in callers only.
package final class DeleteRockstar: IDeleteDb, IReturn, Codable {
    package typealias Table = Rockstar
    package typealias Return = EmptyResponse
    package var id: Int = 0
    required package init() {}
}

/// The id and the row as stored, after a create.
package final class RockstarWithIdAndResultResponse: Codable {
    package var id: Int = 0
    package var result: Rockstar?
    package var responseStatus: ResponseStatus?
    required package init() {}
}
