import Foundation

/// The name of a type as Swift describes it (`Reflect<[Int]>.typeName == "Array<Int>"`).
public class Reflect<T> {
    /// The unqualified name of `T` (`String`, `Array<UInt8>`).
    public static var typeName: String { String(describing: T.self) }
}

/// Makes an instance of a `Decodable` type with every field empty: nil, 0, `""`, `false`, `[]` or `[:]`.
public class Factory<T: Decodable> {
    /// The empty instance. A type whose decoder rejects empty values (an enum with no `""` case, say) cannot be
    /// made this way: that is a programming error, reported with the type's name.
    public static func create() -> T {
        do {
            return try T(from: EmptyDecoder.instance)
        } catch {
            preconditionFailure(
                "Factory<\(Reflect<T>.typeName)>.create(): the type cannot decode empty values: \(error)")
        }
    }
}

/// `any`, or the value inside it when it is an `Optional` or an `AnyEncodable`.
public func unwrap<T>(_ any: T) -> Any {
    if let encodable = any as? AnyEncodable { return unwrap(encodable.value) }
    let mirror = Mirror(reflecting: any)
    guard mirror.displayStyle == .optional, let wrapped = mirror.children.first else { return any }
    return wrapped.value
}

/// Whether `instance` is nil, or a property wrapper whose `wrappedValue` is nil.
public func isNull(_ instance: Any) -> Bool {
    let mirror = Mirror(reflecting: instance)
    if mirror.displayStyle == .optional { return mirror.children.isEmpty }
    if let wrapped = mirror.children.first(where: { $0.label == "wrappedValue" }) { return isNull(wrapped.value) }
    return false
}
