import Foundation
import TestSupport
import Testing

/// A compiler or interpreter outside this package that a check runs on generated code. Checks whose toolchain is
/// missing are skipped and say so (`.enabled(if:)` with `Toolchain.x.missingReason`); `.ci/run` installs them all.
struct Toolchain: Sendable {
    /// What the check calls it (`tsc`).
    var name: String
    /// Where it is, or nil when it is not installed.
    var url: URL?
    /// How to install it, for the skip message.
    var installHint: String

    /// Whether the toolchain is installed.
    var isInstalled: Bool { url != nil }

    /// The skip message when it is missing.
    var missingReason: Comment { "\(name) is not installed (\(installHint))" }

    /// The executable the environment variable `variable` names, and nothing else: for a toolchain that needs
    /// packages a plain install lacks (the Python checks need `servicestack` and `mypy`).
    static func named(by variable: String, command: String, installHint: String) -> Toolchain {
        guard EnvironmentPath.value(of: variable) != nil else {
            return Toolchain(name: command, url: nil, installHint: installHint)
        }
        return find(command, override: variable, installHint: installHint)
    }

    /// Finds `command` on `PATH`, unless the environment variable `override` names the executable to use.
    static func find(_ command: String, override: String? = nil, installHint: String) -> Toolchain {
        if let override, let path = EnvironmentPath.value(of: override) {
            let url = EnvironmentPath.file(override, executable: true)
            return Toolchain(name: command, url: url, installHint: "\(override)=\(path)")
        }
        let directories = (EnvironmentPath.value(of: "PATH") ?? "/usr/bin:/bin").split(separator: ":")
        let url = directories.lazy.map { URL(fileURLWithPath: String($0)).appendingPathComponent(command) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return Toolchain(name: command, url: url, installHint: installHint)
    }
}
