import Foundation

/// The fields and accessors of one Java class as they are added: a name used twice is a `GeneratorError`, not a
/// class that does not compile.
struct JavaMembers {
    /// The metadata name of the class, for errors.
    var typeName: String
    /// What setters return (`this`'s type), or nil for `void`.
    var settersReturn: String?
    var addAccessors: Bool
    /// Accessor lines, written after the fields.
    private(set) var accessors: [String] = []
    /// Whether the last property had annotations: ServiceStack then puts a blank line before the next one.
    var blankBeforeNext = false
    private var fields: Set<String> = []
    private var accessorNames: Set<String> = []

    init(typeName: String, settersReturn: String?, addAccessors: Bool) {
        self.typeName = typeName
        self.settersReturn = settersReturn
        self.addAccessors = addAccessors
    }

    /// Claims a member the class declares itself (`responseType`, `getResponseType()`).
    mutating func reserve(field: String, accessor: String) {
        fields.insert(field)
        accessorNames.insert("get" + accessor)
    }

    /// Adds a field and, when accessors are on, its getter and setter (`isX` for a `Boolean`).
    mutating func add(field: String, type: String) throws(GeneratorError) {
        guard fields.insert(field).inserted else { throw .duplicateTypeName("\(typeName).\(field)") }
        guard addAccessors else { return }
        var accessor = JavaIdentifier.pascalCase(field)
        let prefix = type.lowercased().hasPrefix("bool") && !accessor.lowercased().hasPrefix("is") ? "is" : "get"
        // `getClass()` is final in `Object`.
        if prefix + accessor == "getClass" { accessor += "_" }
        guard accessorNames.insert(prefix + accessor).inserted, accessorNames.insert("set" + accessor).inserted else {
            throw .duplicateTypeName("\(typeName).\(prefix + accessor)")
        }
        accessors.append("public \(type) \(prefix)\(accessor)() { return \(field); }")
        if let settersReturn {
            accessors.append(
                "public \(settersReturn) set\(accessor)(\(type) value) { this.\(field) = value; return this; }")
        } else {
            accessors.append("public void set\(accessor)(\(type) value) { this.\(field) = value; }")
        }
    }
}
