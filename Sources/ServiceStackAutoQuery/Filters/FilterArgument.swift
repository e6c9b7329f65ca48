/// A filter parameter as the caller sent it: its name and its text, or a list of texts.
struct FilterArgument: Sendable {
    enum Value: Sendable {
        case single(String)
        case list([String])
    }

    let name: String
    let value: Value

    /// The texts of a list operator: a typed list as is, a query-string value split at commas.
    var listItems: [String] {
        switch value {
        case .list(let items): items
        case .single(let text): text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
    }
}
