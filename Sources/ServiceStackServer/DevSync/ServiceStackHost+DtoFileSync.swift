import Foundation
import Logging
import ServiceStackNativeTypes

extension ServiceStackHost {
    /// Writes every file of `config.writeDtosOnStart` with the host's current API, as its `/types/{language}` would
    /// answer with the file's options, leaving a file whose text would not change (apart from the header's `Date:`
    /// line) untouched. Each file is replaced atomically (a temporary file renamed over it); a failure leaves it as
    /// it was and is logged. `start` and `run` call it once the server listens; a host mounted in a Hummingbird
    /// application calls it itself.
    /// - Parameter baseUrl: the `BaseUrl` written into the files when `config.nativeTypes.baseUrl` is not set.
    @discardableResult
    public func writeDtoFiles(baseUrl: String) -> [(file: DtoFileSync, outcome: DtoFileSyncOutcome)] {
        config.writeDtosOnStart.map { file in
            let outcome = write(file, baseUrl: config.nativeTypes.baseUrl ?? baseUrl)
            switch outcome {
            case .written: logger.info("\(name) wrote \(file.path)")
            case .unchanged: logger.debug("\(name) left \(file.path) as it was (no changes)")
            case .failed(let reason): logger.error("\(name) could not write \(file.path): \(reason)")
            }
            return (file, outcome)
        }
    }

    private func write(_ file: DtoFileSync, baseUrl: String) -> DtoFileSyncOutcome {
        let text: String
        do {
            text = try file.language.generate(
                metadata: metadataDocument(baseUrl: baseUrl),
                parameters: file.parameters + [OptionParameter(key: "BaseUrl", value: baseUrl)],
                context: GenerationContext(config: config.nativeTypes))
        } catch {
            return .failed("cannot generate \(file.language.displayName): \(error)")
        }
        let url = URL(fileURLWithPath: file.path)
        if let existing = try? String(contentsOf: url, encoding: .utf8),
            ReferenceComparison.isSame(existing, text)
        {
            return .unchanged
        }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            return .written
        } catch {
            return .failed(error.localizedDescription)
        }
    }
}
