import Foundation

/// A navigation link served by ServiceStack's `GetNavItems`.
public class NavItem: Dto {
    /// The text of the link.
    public var label: String?
    /// Where the link goes.
    public var href: String?
    /// Whether the link is active only on exactly `href`.
    public var exact: Bool?
    /// The element id.
    public var id: String?
    /// The CSS classes.
    public var className: String?
    /// The icon, as HTML.
    public var iconHtml: String?
    /// When to show the link (for example `auth`).
    public var show: String?
    /// When to hide the link.
    public var hide: String?
    /// Sub-items.
    public var children: [NavItem] = []
    /// Extra name-value pairs.
    public var meta: [String: String] = [:]

    /// Creates an empty item.
    public required init() {}
}

/// Requests the server's navigation items.
public class GetNavItems: IReturn, IGet, Codable {
    /// The response type.
    public typealias Return = GetNavItemsResponse
    /// Creates the request.
    public required init() {}
}

/// The server's navigation items.
public class GetNavItemsResponse: Codable {
    /// The base URL the links are relative to.
    public var baseUrl: String?
    /// The default navigation items.
    public var results: [NavItem] = []
    /// Navigation items by menu name.
    public var navItemsMap: [String: [NavItem]] = [:]
    /// Extra name-value pairs.
    public var meta: [String: String] = [:]
    /// The error, if the call failed.
    public var responseStatus: ResponseStatus?

    /// Creates an empty response.
    public required init() {}
}
