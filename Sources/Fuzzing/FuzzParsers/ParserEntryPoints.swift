import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackWire
import TestServices

/// The entry functions behind `ParserTarget`, with the limits a default host applies.
enum ParserEntryPoints {
    private static let limits = HostConfig()
    private static let reader = JsvReader(limits: limits.jsvLimits)

    static func json(_ bytes: [UInt8]) {
        guard let tree = try? JSONTreeParser.parse(Data(bytes), maxValues: limits.maxJsonValues) else { return }
        bindEverywhere(tree)
    }

    static func jsv(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let tree = reader.value(text)
        _ = reader.list(text)
        for part in JsvSyntax.split(Substring(text), on: ",") { _ = JsvSyntax.unquoted(part) }
        _ = JsvSyntax.split(Substring(text), on: ":", limit: 2)
        bindEverywhere(tree)
        bindEverywhere(.object(WireValue.textFields(BindingProbe.fieldNames.map { ($0, text) })))
    }

    static func form(_ bytes: [UInt8]) {
        let pairs = FormURLEncoding.parse(String(decoding: bytes, as: UTF8.self))
        bindEverywhere(.object(WireValue.textFields(pairs)))
    }

    static func multipart(_ bytes: [UInt8]) {
        let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        let contentType = String(decoding: bytes[..<newline], as: UTF8.self)
        let body = newline < bytes.endIndex ? Data(bytes[(newline + 1)...]) : Data()
        guard
            let (fields, _) = try? MultipartFormParser.parse(
                body, contentType: contentType, maxParts: limits.maxFormFields)
        else { return }
        bindEverywhere(.object(WireValue.textFields(fields)))
    }

    static func wireDate(_ bytes: [UInt8]) {
        guard let date = WireDate.parse(String(decoding: bytes, as: UTF8.self)) else { return }
        _ = WireDate.wcf(date)
        _ = WireDate.wcfUtc(date)
        _ = WireDate.iso8601(date)
    }

    static func duration(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        for parsed in [TimeInterval.fromXsdDuration(text), TimeInterval.fromTimeIntervalString(text)] {
            if let parsed { _ = parsed.toXsdDuration() }
        }
    }

    /// Binds `tree` into request DTOs of every shape the servers bind, then encodes what bound, as an echo would.
    private static func bindEverywhere(_ tree: WireValue) {
        let encoder = JSONEncoder()
        if let probe = try? tree.decode(BindingProbe.self, reader: reader) { _ = try? encoder.encode(probe) }
        if let allTypes = try? tree.decode(AllTypes.self, reader: reader) { _ = try? encoder.encode(allTypes) }
        if let collections = try? tree.decode(AllCollectionTypes.self, reader: reader) {
            _ = try? encoder.encode(collections)
        }
    }
}
