import Foundation

/// A language ServiceStack's "Add ServiceStack Reference" generates DTOs for, as served at `/types/{name}`.
public enum NativeTypesLanguage: String, CaseIterable, Sendable, Hashable {
    /// Swift (`/types/swift`, `dtos.swift`).
    case swift
    /// TypeScript classes (`/types/typescript`, `dtos.ts`).
    case typeScript = "typescript"
    /// TypeScript ambient declarations (`/types/typescript.d`, `dtos.d.ts`).
    case typeScriptDeclarations = "typescript.d"
    /// JavaScript ES modules for `@servicestack/client` (`/types/js` and `/types/mjs`, `dtos.mjs`).
    case javaScript = "js"
    /// Python dataclasses for the `servicestack` package (`/types/python`, `dtos.py`).
    case python
    /// Java for ServiceStack's Java client (`/types/java`, `dtos.java`).
    case java
    /// Kotlin for ServiceStack's Java/Kotlin client (`/types/kotlin`, `dtos.kt`).
    case kotlin
    /// C# for ServiceStack's .NET clients (`/types/csharp`, `dtos.cs`).
    case cSharp = "csharp"
    /// Dart for the `servicestack` Dart package (`/types/dart`, `dtos.dart`).
    case dart

    /// Finds a language by a `/types/{name}` path name (`mjs` is JavaScript too), ignoring case.
    public init?(pathName: String) {
        let name = pathName.lowercased()
        guard let language = Self.allCases.first(where: { $0.pathNames.contains(name) }) else { return nil }
        self = language
    }

    /// The names it is served at under `/types/`; the first is its own.
    public var pathNames: [String] {
        self == .javaScript ? [rawValue, "mjs"] : [rawValue]
    }

    /// The name people read (`TypeScript`, `C#`).
    public var displayName: String {
        switch self {
        case .swift: "Swift"
        case .typeScript: "TypeScript"
        case .typeScriptDeclarations: "TypeScript declarations"
        case .javaScript: "JavaScript"
        case .python: "Python"
        case .java: "Java"
        case .kotlin: "Kotlin"
        case .cSharp: "C#"
        case .dart: "Dart"
        }
    }

    /// The file name ServiceStack's tools give a reference without a name of its own (`dtos.ts`).
    public var defaultFileName: String {
        "dtos" + fileExtension
    }

    /// The extension of a reference file, with its dot (`.ts`, `.d.ts`, `.mjs`).
    public var fileExtension: String {
        switch self {
        case .swift: ".swift"
        case .typeScript: ".ts"
        case .typeScriptDeclarations: ".d.ts"
        case .javaScript: ".mjs"
        case .python: ".py"
        case .java: ".java"
        case .kotlin: ".kt"
        case .cSharp: ".cs"
        case .dart: ".dart"
        }
    }

    /// The `Content-Type` a host serves it with: JavaScript as a script a browser may import, the rest as text.
    public var contentType: String {
        self == .javaScript ? "text/javascript; charset=utf-8" : "text/plain; charset=utf-8"
    }
}
