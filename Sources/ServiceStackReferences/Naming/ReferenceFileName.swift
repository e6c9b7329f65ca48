import Foundation

/// How `x swift` names reference files: `Name.dtos.swift`, as ServiceStack's own tools name them.
package enum ReferenceFileName {
    /// The ending every reference file has.
    package static let suffix = "dtos.swift"
    /// The default file name when none is given and it does not exist yet.
    package static let defaultName = "dtos.swift"

    /// `Name` → `Name.dtos.swift`; a name already ending in `dtos.swift` is kept.
    package static func forName(_ name: String) -> String {
        name.hasSuffix(suffix) ? name : "\(name).\(suffix)"
    }

    /// `dtos.swift` when it does not exist yet, else `{label}.dtos.swift` where `label` is the
    /// second-to-last label of the host (`https://techstacks.io` → `techstacks.dtos.swift`).
    /// Hosts without such a label (`localhost`, IP addresses) use the whole host, with `-` for
    /// the dots and colons of an IP address.
    package static func forServer(host: String, exists: (String) -> Bool) -> String {
        if !exists(defaultName) { return defaultName }
        return forName(label(ofHost: host))
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

    /// Whether a file name is one `x swift` updates: `dtos.swift` or `*.dtos.swift`.
    package static func isReference(fileName: String) -> Bool {
        fileName == defaultName || fileName.hasSuffix(".\(suffix)")
    }
}
