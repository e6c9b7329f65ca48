import Foundation

/// The base of generated DTOs whose .NET type inherits `List<T>`.
open class List<T: Codable>: Codable, Instantiable {
    /// Creates an empty list.
    public required init() {}
    /// Creates an empty list; subclasses decode their own items.
    public required init(from decoder: any Decoder) throws {}
    /// Writes nothing; subclasses encode their own items.
    open func encode(to encoder: any Encoder) throws {}
}

/// The response of a void request.
public final class ReturnVoid: Dto, IReturnVoid, Sendable {
    /// Creates the void response.
    public required init() {}
    /// The shared empty value.
    public static let void = ReturnVoid()
}

/// Placeholder for .NET's `HttpWebResponse` in generated signatures.
public class HttpWebResponse {
    /// Creates a placeholder.
    public required init() {}
}

/// HTTP verb names.
public struct HttpMethods {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// `GET`.
    public static let Get = "GET"
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// `POST`.
    public static let Post = "POST"
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// `PUT`.
    public static let Put = "PUT"
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// `DELETE`.
    public static let Delete = "DELETE"
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// `HEAD`.
    public static let Head = "HEAD"
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// `OPTIONS`.
    public static let Options = "OPTIONS"
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// `PATCH`.
    public static let Patch = "PATCH"

    /// Whether a request with this verb carries its DTO in the body.
    public static func hasRequestBody(_ method: String) -> Bool {
        switch method.uppercased() {
        case Get, Delete, Head, Options: false
        default: true
        }
    }
}
