import Foundation
import TestSupport
import Testing

/// ServiceStack's own `@servicestack/client`, compiled into each check's folder from a checkout of
/// `ServiceStack/servicestack-client` that the environment variable `SERVICESTACK_JS_CLIENT` names: its
/// `src/index.ts` through `tsc` as an ES2020 module. Without the variable (or tsc, or node) the checks that use it are
/// skipped.
enum ServiceStackJavaScriptClient {
    static let variable = "SERVICESTACK_JS_CLIENT"

    /// The `src/index.ts` of the checkout, when the variable names one.
    static var source: URL? {
        EnvironmentPath.folder(variable, containing: "src/index.ts")?.appendingPathComponent("src/index.ts")
    }

    static var isAvailable: Bool { source != nil && Toolchain.typeScript.isInstalled && Toolchain.node.isInstalled }

    static var missingReason: Comment {
        if !Toolchain.node.isInstalled { return Toolchain.node.missingReason }
        if !Toolchain.typeScript.isInstalled { return Toolchain.typeScript.missingReason }
        return "\(variable) does not name a checkout of ServiceStack/servicestack-client (a folder with src/index.ts)"
    }

    /// Compiles the client into `package` (`index.js`) and writes its `package.json` there.
    static func compile(into package: URL) async throws {
        guard let source = Self.source, let tsc = Toolchain.typeScript.url else {
            throw Unavailable(description: "\(missingReason)")
        }
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        let exit = try await ExecutableProcess.run(
            tsc,
            arguments: [
                "--target", "ES2020", "--module", "ES2020", "--skipLibCheck", "--outDir", package.path, source.path,
            ],
            errors: .mergedIntoOutput)
        guard exit.succeeded else {
            throw Unavailable(description: "tsc could not compile \(source.path): \(exit.output)")
        }
        try #"{ "name": "@servicestack/client", "type": "module", "main": "index.js" }"#.write(
            to: package.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
    }

    /// Why the client could not be made.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }
}
