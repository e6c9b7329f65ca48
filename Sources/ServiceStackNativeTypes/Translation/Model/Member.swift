import Foundation

/// One item in a type's body.
enum Member: Sendable, Equatable {
    /// An empty line.
    case blank
    /// A single line such as `associatedtype T` or `public var version:Int = 1`.
    case line(String)
    /// `public typealias Return = X`: a request's response type.
    case returnTypeAlias(SwiftType)
    /// A stored property or protocol requirement.
    case property(PropertyDeclaration)
    /// An enum case: name and optional raw value text.
    case enumCase(name: String, rawValue: String?)
    /// The explicit `CodingKeys`/`init(from:)`/`encode(to:)` block.
    case codable(CodableImplementation)
    /// A `CodingKeys` enum alone, used to rename keys of synthesized Codable.
    case codingKeys([CodingKeyCase])
}
