import Foundation

/// What an existing `*.dtos.swift` file's header says about how to regenerate it.
public struct ParsedReference: Sendable, Equatable {
    /// The `BaseUrl:` value.
    public var baseUrl: String
    /// The `UsePath:` value written by older servers, if any.
    public var usePath: String?
    /// The uncommented option lines after `BaseUrl:`, in file order.
    public var parameters: [OptionParameter]
    /// The options those lines set (with `baseUrl`).
    public var options: NativeTypesOptions

    /// The URL to fetch the updated file from.
    public var updateURL: URL? { options.typesURL(usePath: usePath) }
}
