import Foundation

/// Why a metadata document could not be turned into Swift.
public enum GeneratorError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A type name contains a character the generator refuses (`" - + \ * = !`).
    case potentiallyMaliciousName(String)
    /// A generic argument in C# syntax could not be parsed.
    case invalidGenericArgument(String)
    /// A dictionary type without both key and value arguments.
    case missingGenericArguments(type: String, property: String)
    /// Two different types would get the same Swift name.
    case duplicateTypeName(String)
    /// A property has no `type`.
    case missingPropertyType(type: String, property: String)
    /// A type inherits from itself, directly or through other types.
    case cyclicInheritance(String)

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .potentiallyMaliciousName(let name):
            "Type name '\(name)' contains a potentially malicious character"
        case .invalidGenericArgument(let text):
            "Invalid generic type '\(text)'"
        case .missingGenericArguments(let type, let property):
            "Property '\(property)' of type '\(type)' is missing generic arguments"
        case .duplicateTypeName(let name):
            "More than one type would be generated as '\(name)'"
        case .missingPropertyType(let type, let property):
            "Property '\(property)' of '\(type)' has no type"
        case .cyclicInheritance(let name):
            "Type '\(name)' inherits from itself"
        }
    }
}
