import Foundation
import ServiceStackNativeTypes

/// Generates `Name.dtos.swift` from `Name.metadata.json` as `x swift --metadata` does: the defaults the server
/// published in the document's `config`, the configuration file's options over them, `BaseUrl` from the
/// configuration or the document.
enum DtoFileGeneration {
    /// The largest metadata document read.
    static let maxDocumentBytes = 64 << 20

    static func run(_ request: GeneratorRequest) throws(GeneratorFailure) {
        let parameters = try request.config.map { file throws(GeneratorFailure) in
            try GeneratorConfig.parameters(from: file)
        }
        var options: NativeTypesOptions
        do {
            options = try NativeTypesOptions(parameters: parameters ?? [])
        } catch {
            throw GeneratorFailure(file: request.config, message: "invalid option: \(error.description)")
        }
        let data = try SourceFile.read(request.metadata, maxBytes: maxDocumentBytes)
        let metadata: MetadataTypes
        do {
            metadata = try MetadataTypes.decode(from: data)
        } catch let error as MetadataDecodingError {
            throw GeneratorFailure(file: request.metadata, message: "not a usable metadata document: \(error)")
        } catch {
            throw GeneratorFailure(
                file: request.metadata, message: "not a /types/metadata JSON document: \(error.localizedDescription)")
        }
        if options.baseUrl == nil { options.baseUrl = metadata.config?.baseUrl }
        let source: String
        do {
            source = try SwiftGenerator.generate(
                metadata: metadata, options: options,
                context: GenerationContext(config: NativeTypesConfig(published: metadata.config)))
        } catch {
            throw GeneratorFailure(file: request.metadata, message: "cannot generate Swift from it: \(error)")
        }
        do {
            try Data(source.utf8).write(to: request.output, options: .atomic)
        } catch {
            throw GeneratorFailure(file: request.output, message: "cannot write it: \(error.localizedDescription)")
        }
    }
}

/// Reads the generator's input files, bounded in size.
enum SourceFile {
    static func read(_ file: URL, maxBytes: Int) throws(GeneratorFailure) -> Data {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw GeneratorFailure(file: file, message: "cannot read it: \(error.localizedDescription)")
        }
        guard data.count <= maxBytes else {
            throw GeneratorFailure(file: file, message: "it is larger than \(maxBytes) bytes")
        }
        return data
    }
}
