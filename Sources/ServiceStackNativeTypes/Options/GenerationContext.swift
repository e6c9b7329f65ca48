import Foundation

/// Server-side settings and facts that are not request options.
public struct GenerationContext: Sendable, Equatable {
    /// The time printed in the header's `Date:` line (the only time-dependent output).
    public var date: Date
    /// The time zone the date is printed in (the server's local time).
    public var timeZone: TimeZone
    /// The ServiceStack version printed in `Version:`.
    public var serverVersion: String
    /// The `SwiftVersion:` line.
    public var swiftVersion: String
    /// Default imports when the `DefaultImports` option is not given.
    public var defaultImports: [String]
    /// How enum cases are named.
    public var enumNameStrategy: EnumNameStrategy
    /// Extra query parameters listed at the end of the header (`AddQueryParamOptions`).
    public var addQueryParamOptions: [String]

    /// Creates a context; pass a fixed `date` for stable output.
    public init(
        date: Date = Date(),
        timeZone: TimeZone = .current,
        serverVersion: String = "8.91",
        swiftVersion: String = "6.0",
        defaultImports: [String] = ["Foundation", "ServiceStack"],
        enumNameStrategy: EnumNameStrategy = .csharpStyle,
        addQueryParamOptions: [String] = []
    ) {
        self.date = date
        self.timeZone = timeZone
        self.serverVersion = serverVersion
        self.swiftVersion = swiftVersion
        self.defaultImports = defaultImports
        self.enumNameStrategy = enumNameStrategy
        self.addQueryParamOptions = addQueryParamOptions
    }
}
