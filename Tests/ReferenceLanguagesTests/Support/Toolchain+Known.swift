import Foundation

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
    /// Mono's C# compiler.
    static let mcs = find("mcs", override: "SERVICESTACK_MCS", installHint: "apt-get install mono-mcs")
}
