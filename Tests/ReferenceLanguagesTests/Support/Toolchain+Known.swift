import Foundation
import Testing

extension Toolchain {
    /// TypeScript's compiler.
    static let typeScript = find("tsc", override: "SERVICESTACK_TSC", installHint: "apt-get install node-typescript")
    /// Node.js, which runs the JavaScript module output.
    static let node = find("node", override: "SERVICESTACK_NODE", installHint: "apt-get install nodejs")
    /// A Python with the `servicestack` and `mypy` packages (`.ci/run` makes a virtual environment and names its
    /// interpreter in `SERVICESTACK_PYTHON`; without it the Python checks are skipped).
    static let python = named(
        by: "SERVICESTACK_PYTHON", command: "python3",
        installHint: "python3 -m venv .build/python-venv && .build/python-venv/bin/pip install servicestack mypy, "
            + "then SERVICESTACK_PYTHON=.build/python-venv/bin/python")
    /// Java's compiler (with gson, `libgoogle-gson-java`, at `/usr/share/java/gson.jar`).
    static let javac = find(
        "javac", override: "SERVICESTACK_JAVAC", installHint: "apt-get install default-jdk-headless libgoogle-gson-java"
    )
    /// Java's runtime, which runs the gson check of the Java DTOs.
    static let java = find("java", override: "SERVICESTACK_JAVA", installHint: "apt-get install default-jdk-headless")
    /// Mono's C# compiler.
    static let mcs = find("mcs", override: "SERVICESTACK_MCS", installHint: "apt-get install mono-mcs")
}

/// Google's gson jar, which the Java DTOs compile against (`@SerializedName`, `TypeToken`): the file
/// `SERVICESTACK_GSON_JAR` names, else where Debian's `libgoogle-gson-java` puts it.
enum GsonJar {
    static let url: URL? = {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["SERVICESTACK_GSON_JAR"], "/usr/share/java/gson.jar"].compactMap { $0 }
        return candidates.filter { !$0.isEmpty }.map { URL(fileURLWithPath: $0) }
            .first { FileManager.default.isReadableFile(atPath: $0.path) }
    }()

    /// Whether `javac` and the jar are both there.
    static var isUsable: Bool { Toolchain.javac.isInstalled && url != nil }

    /// The skip message when either is missing.
    static var missingReason: Comment {
        Toolchain.javac.isInstalled
            ? "gson.jar not found (apt-get install libgoogle-gson-java, or SERVICESTACK_GSON_JAR=path)"
            : Toolchain.javac.missingReason
    }
}
