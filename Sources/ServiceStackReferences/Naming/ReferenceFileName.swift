import Foundation
import ServiceStackNativeTypes

/// How `x` names reference files: `Name.dtos.swift`, `Name.dtos.ts`, `dtos.py`…, as ServiceStack's own tools
/// name them. Every function takes the language, Swift when not given.
package enum ReferenceFileName {
    /// The ending every reference file has.
    package static let suffix = "dtos.swift"
    /// The default file name when none is given and it does not exist yet.
    package static let defaultName = "dtos.swift"

    /// The ending every reference file of `language` has (`dtos.ts`, `dtos.d.ts`, `dtos.py`).
    package static func suffix(for language: NativeTypesLanguage) -> String {
        language.defaultFileName
    }

    /// `Name` → `Name.dtos.swift` (`Name.dtos.ts`…); a name already ending in the suffix is kept.
    package static func forName(_ name: String, language: NativeTypesLanguage = .swift) -> String {
        let suffix = suffix(for: language)
        return name.hasSuffix(suffix) ? name : "\(name).\(suffix)"
    }

    /// `dtos.swift` when it does not exist yet, else `{label}.dtos.swift` where `label` is the
    /// second-to-last label of the host (`https://techstacks.io` → `techstacks.dtos.swift`).
    /// Hosts without such a label (`localhost`, IP addresses) use the whole host, with `-` for
    /// the dots and colons of an IP address.
    package static func forServer(
        host: String, language: NativeTypesLanguage = .swift, exists: (String) -> Bool
    ) -> String {
        let defaultName = language.defaultFileName
        if !exists(defaultName) { return defaultName }
        return forName(label(ofHost: host), language: language)
    }

    /// The label of `host` used in file names.
    package static func label(ofHost host: String) -> String {
        let lowered = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let labels = lowered.split(separator: ".").map(String.init)
        let isIPAddress =
            lowered.contains(":") || (!labels.isEmpty && labels.allSatisfy { $0.allSatisfy(\.isNumber) })
        if isIPAddress {
            return lowered.map { $0 == "." || $0 == ":" ? "-" : String($0) }.joined()
        }
        return labels.count >= 2 ? labels[labels.count - 2] : lowered
    }

    /// Whether a file name is one `x swift` (`x typescript`…) updates: `dtos.swift` or `*.dtos.swift`
    /// (`dtos.ts` or `*.dtos.ts`…).
    package static func isReference(fileName: String, language: NativeTypesLanguage = .swift) -> Bool {
        let suffix = suffix(for: language)
        return fileName == suffix || fileName.hasSuffix(".\(suffix)")
    }
}
