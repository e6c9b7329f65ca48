import Foundation

/// Everything decided about a class, struct or protocol before its members are built.
struct ClassPlan {
    /// How the no-argument initializer is written.
    enum Initializer {
        /// `public init(){}` (structs).
        case structInit
        /// `required public init(){}`.
        case required
        /// `required public init(){ super.init() }` (subclasses of a generated or library class).
        case requiredCallingSuper
        /// `required override public init(){ super.init() }`: a base class such as `NSObject`, whose `init()` is
        /// not `required`, so Swift needs `override`.
        case requiredOverride
    }

    /// How the type is made `Codable`.
    enum Codability {
        /// Swift synthesizes everything.
        case synthesized
        /// Synthesized, with a `CodingKeys` enum that renames keys.
        case renamedKeys([CodingKeyCase])
        /// `CodingKeys`, `init(from:)` and `encode(to:)` written out.
        case explicit(CodableImplementation)
    }

    var comments: [String]
    var modifiers: [String]
    var kind: TypeDeclaration.Kind
    var name: String
    var genericParameters: [GenericParameter]
    /// Base class, return marker, protocols and `Codable`/`Sendable`, in order.
    var inheritance: [SwiftType]
    /// The `Return` type alias of a request with a return marker.
    var returnType: SwiftType?
    /// A protocol's generic parameters, declared as associated types.
    var associatedTypes: [String]
    /// The `version` property `AddImplicitVersion` adds to requests.
    var implicitVersion: Int?
    var properties: PropertySectionPlan
    /// True when the metadata declares properties (a blank line then follows them, even if all were left out).
    var declaresProperties: Bool
    /// Nil for protocols.
    var initializer: Initializer?
    var codability: Codability
    var extensions: [ExtensionDeclaration]
}
