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
    /// The server's defaults for the options a request does not give, and its server-only settings.
    public var config: NativeTypesConfig

    /// Creates a context; pass a fixed `date` for stable output.
    public init(
        date: Date = Date(),
        timeZone: TimeZone = .current,
        serverVersion: String = "8.91",
        swiftVersion: String = "6.0",
        config: NativeTypesConfig = NativeTypesConfig()
    ) {
        self.date = date
        self.timeZone = timeZone
        self.serverVersion = serverVersion
        self.swiftVersion = swiftVersion
        self.config = config
    }

    /// Default imports when the `DefaultImports` option is not given (`config.defaultImports`).
    public var defaultImports: [String] {
        get { config.defaultImports }
        set { config.defaultImports = newValue }
    }

    /// How enum cases are named (`config.enumNameStrategy`).
    public var enumNameStrategy: EnumNameStrategy {
        get { config.enumNameStrategy }
        set { config.enumNameStrategy = newValue }
    }

    /// Extra query parameters listed at the end of the header (`config.addQueryParamOptions`).
    public var addQueryParamOptions: [String] {
        get { config.addQueryParamOptions }
        set { config.addQueryParamOptions = newValue }
    }
}
