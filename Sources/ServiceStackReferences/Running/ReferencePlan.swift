import Foundation
import ServiceStackNativeTypes

/// What `x` will generate for one file: its options (with `BaseUrl`) and the text on disk now.
struct ReferencePlan: Sendable {
    var file: URL
    var displayPath: String
    var options: NativeTypesOptions
    var usePath: String?
    /// The file's current text, nil when it does not exist yet.
    var existingText: String?

    /// Reads what a job needs; nothing is written.
    static func make(
        for job: ReferenceJob, mode: GenerationMode, overrides: OptionOverrides, replacing: Bool
    ) throws(ReferenceError) -> ReferencePlan {
        switch job {
        case .add(let file, let displayPath, let baseUrl, let queryItems):
            var existingText: String?
            if ReferenceFile.exists(file) {
                let text = try ReferenceFile.read(file, displayPath: displayPath)
                guard text.contains("Options:") else { throw .wouldReplaceOtherFile(path: displayPath) }
                existingText = text
            }
            var options: NativeTypesOptions
            do {
                options = try NativeTypesOptions(queryItems: queryItems)
            } catch {
                throw .invalidArgument("the URL's query string is invalid: \(error.description)")
            }
            options.baseUrl = overrides.baseUrl ?? baseUrl
            options = try overrides.apply(to: options, source: displayPath)
            if replacing { try ReferenceFile.ensureReplaceable(file, displayPath: displayPath) }
            return ReferencePlan(
                file: file, displayPath: displayPath, options: options, usePath: nil, existingText: existingText)

        case .update(let file, let displayPath):
            let text = try ReferenceFile.read(file, displayPath: displayPath)
            let reference: ParsedReference
            do {
                reference = try ReferenceHeader.parse(text)
            } catch {
                switch error {
                case .notAReference: throw .notAReference(path: displayPath)
                case .missingBaseUrl: throw .missingBaseUrl(path: displayPath)
                case .invalidValue: throw .invalidOption(path: displayPath, reason: error.description)
                }
            }
            var options = try overrides.apply(to: reference.options, source: displayPath)
            options.baseUrl = overrides.baseUrl ?? reference.baseUrl
            if mode.needsBaseUrl, options.baseUrl?.isEmpty ?? true {
                throw .missingBaseUrl(path: displayPath)
            }
            if replacing { try ReferenceFile.ensureReplaceable(file, displayPath: displayPath) }
            return ReferencePlan(
                file: file, displayPath: displayPath, options: options, usePath: reference.usePath,
                existingText: text)
        }
    }
}
