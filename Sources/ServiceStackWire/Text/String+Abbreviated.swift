extension String {
    /// The text cut to a length fit for an error message, so a huge input is not echoed back whole.
    var abbreviatedForMessage: String {
        let limit = 80
        guard count > limit else { return self }
        return prefix(limit) + "… (\(utf8.count) bytes)"
    }
}
