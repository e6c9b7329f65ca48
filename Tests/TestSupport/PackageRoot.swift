import Foundation

/// This package's root folder, found from this file's place in it (`Tests/TestSupport/PackageRoot.swift`).
public enum PackageRoot {
    /// The folder that holds `Package.swift`.
    public static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `scripts/<name>`.
    public static func script(_ name: String) -> URL {
        url.appendingPathComponent("scripts").appendingPathComponent(name)
    }
}
