import Foundation

extension SwiftType: CustomStringConvertible {
    /// The type as written in generated code: `[String:[Poco]]`, `Int?`, `QueryDb2<Poco, Poco>`.
    var description: String {
        switch self {
        case .named(let name, let arguments, let separator):
            arguments.isEmpty
                ? name : "\(name)<\(arguments.map(\.description).joined(separator: separator.rawValue))>"
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key):\(value)]"
        }
    }
}

extension CodableImplementation.Decode {
    /// The type as `init(from:)` names it: `Array<T>.Element` where `T` alone would read a property.
    var typeExpression: String {
        spelledThroughArray ? "Array<\(type)>.Element" : type.description
    }
}
