import Foundation
import ServiceStackNativeTypes

/// Accepts a downloaded body only when it is DTO source with an `Options` header,
/// so that an error page never replaces a reference.
package enum DtoSourceValidator {
    static let headerStart = "/* Options:"

    /// How a reference in `language` starts: `""" Options:` for Python, `/* Options:` for the others.
    static func headerStart(for language: NativeTypesLanguage) -> String {
        language == .python ? "\"\"\" Options:" : headerStart
    }

    /// The body as text, when it is DTO source in `language` whose header can be read back.
    /// - Throws: `.htmlPage` for HTML, `.notDtoSource` for anything else.
    package static func validate(
        _ body: Data, contentType: String?, url: String, language: NativeTypesLanguage = .swift
    ) throws(ReferenceError) -> String {
        guard var text = String(data: body, encoding: .utf8) else {
            throw .notDtoSource(url: url, firstLine: "(binary data, \(body.count) bytes)")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let start = text.drop { $0.isWhitespace }
        if start.hasPrefix(headerStart(for: language)), hasUpdatableHeader(text) { return text }
        if start.hasPrefix("<") || (contentType?.lowercased().contains("html") ?? false) {
            throw .htmlPage(url: url)
        }
        let firstLine = start.split(maxSplits: 1, whereSeparator: \.isNewline).first.map { String($0.prefix(60)) } ?? ""
        throw .notDtoSource(url: url, firstLine: firstLine.isEmpty ? "(empty body)" : firstLine)
    }

    /// Whether the header names a `BaseUrl`, so the file can be updated later. Option values this
    /// package cannot read do not make a server's answer unusable.
    private static func hasUpdatableHeader(_ text: String) -> Bool {
        do {
            _ = try ReferenceHeader.parse(text)
            return true
        } catch {
            if case .invalidValue = error { return true }
            return false
        }
    }
}
