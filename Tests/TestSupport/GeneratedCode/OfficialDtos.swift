import Foundation

/// The `*.dtos.swift` files of the official ServiceStack.Swift repository, read from a local copy.
/// They are not checked in: set `SERVICESTACK_SWIFT_REPO` to a checkout or bare clone of
/// `ServiceStack/ServiceStack.Swift`; without it the checks that need them are skipped.
public enum OfficialDtos {
    public static let fileNames = ["Test.dtos.swift", "TechStacks.dtos.swift", "OpenAiDtos.dtos.swift"]
    static let folder = "Tests/ServiceStackTests"

    /// Why the checks that need the files are skipped when there is no copy.
    public static let skipReason =
        "the official DTO files: set SERVICESTACK_SWIFT_REPO to a checkout or bare clone of ServiceStack.Swift"

    /// The copy named by `SERVICESTACK_SWIFT_REPO`, if set.
    public static var repository: URL? {
        ProcessInfo.processInfo.environment["SERVICESTACK_SWIFT_REPO"].map { URL(fileURLWithPath: $0) }
    }

    /// The text of one official file (e.g. `Test.dtos.swift`), or nil when there is no copy.
    public static func text(of name: String) -> String? {
        guard let repository else { return nil }
        let relative = "\(folder)/\(name)"
        if let text = try? String(contentsOf: repository.appendingPathComponent(relative), encoding: .utf8) {
            return text
        }
        return gitShow(relative, in: repository)
    }

    /// File name and text of each official file that could be read; empty when there is no copy.
    public static func load() -> [(name: String, source: String)] {
        fileNames.compactMap { name in text(of: name).map { (name, $0) } }
    }

    private static func gitShow(_ relative: String, in repository: URL) -> String? {
        let arguments = ["git", "-C", repository.path, "show", "HEAD:\(relative)"]
        guard
            let git = try? ExecutableProcess(
                executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: arguments, errors: .discarded)
        else { return nil }
        git.endInput()
        guard let exit = try? git.exitBlocking(), exit.succeeded, !exit.output.isEmpty else { return nil }
        return exit.output
    }
}
