import Foundation
import ServiceStackNativeTypes

/// A reference file a host writes of its own API when it starts (ServiceStack's "generate DTOs on start"), so that
/// an app in the same repository always builds against the API the host serves. For development: list them in
/// `HostConfig.writeDtosOnStart` (empty by default).
public struct DtoFileSync: Sendable, Equatable {
    /// The file, absolute or relative to the current folder; its folder is created when missing.
    public var path: String
    /// The file's language, Swift by default.
    public var language: NativeTypesLanguage
    /// Options as a request's query string would give them (`IncludeTypes`, `UseStructs`…).
    public var parameters: [OptionParameter]

    /// Creates a file to keep current, e.g. `DtoFileSync(path: "App/Sources/Api/Api.dtos.swift")`.
    public init(path: String, language: NativeTypesLanguage = .swift, parameters: [OptionParameter] = []) {
        self.path = path
        self.language = language
        self.parameters = parameters
    }
}

/// What writing one `DtoFileSync` file did.
public enum DtoFileSyncOutcome: Sendable, Equatable {
    /// The file was created or replaced.
    case written
    /// The file already held this text (apart from the header's `Date:` line), so it was left untouched.
    case unchanged
    /// Nothing was written; the reason.
    case failed(String)
}
