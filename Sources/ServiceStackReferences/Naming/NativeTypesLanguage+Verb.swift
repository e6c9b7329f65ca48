import ServiceStackNativeTypes

extension NativeTypesLanguage {
    /// The `x` command that adds and updates references in this language, as ServiceStack's `x` tool names it
    /// (`x typescript`, `x tsd`, `x mjs`, `x python`…).
    package var verb: String {
        switch self {
        case .typeScriptDeclarations: "tsd"
        case .javaScript: "mjs"
        default: rawValue
        }
    }
}
