import ServiceStack

/// Answers who the caller is; needs a signed-in caller.
final class WhoAmI: IReturn, Codable {
    typealias Return = WhoAmIResponse
    init() {}
}

/// Needs the `Manager` role.
final class ManagersOnly: IReturn, Codable {
    typealias Return = WhoAmIResponse
    init() {}
}

/// Open to everyone; tells whether the caller was recognised.
final class PublicHello: IReturn, Codable {
    typealias Return = WhoAmIResponse
    init() {}
}

/// The caller as the server saw it.
final class WhoAmIResponse: Codable {
    var userId: String?
    var userName: String?
    var roles: [String]?
    var responseStatus: ResponseStatus?
    init() {}
}
