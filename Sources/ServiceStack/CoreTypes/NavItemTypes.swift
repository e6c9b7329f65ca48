import Foundation

/// A navigation link served by ServiceStack's `GetNavItems`.
public class NavItem: Dto {
    public var label: String?
    public var href: String?
    public var exact: Bool?
    public var id: String?
    public var className: String?
    public var iconHtml: String?
    public var show: String?
    public var hide: String?
    public var children: [NavItem] = []
    public var meta: [String: String] = [:]

    public required init() {}
}

/// Requests the server's navigation items.
public class GetNavItems: IReturn, IGet, Codable {
    public typealias Return = GetNavItemsResponse
    public required init() {}
}

/// The server's navigation items.
public class GetNavItemsResponse: Codable {
    public var baseUrl: String?
    public var results: [NavItem] = []
    public var navItemsMap: [String: [NavItem]] = [:]
    public var meta: [String: String] = [:]
    public var responseStatus: ResponseStatus?

    public required init() {}
}
