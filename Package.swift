// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ServiceStack",
    // iOS, tvOS and watchOS: the versions ServiceStack.Swift's `JsonServiceClient` is available from. macOS 14:
    // Hummingbird's minimum, which SwiftPM applies to the whole package because the server targets live here too.
    platforms: [.macOS(.v14), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
    // What users of the package use. `bench`, `fuzz` and `parser-fuzz` are executable targets without a product:
    // `swift run` and `swift build --product` reach them here, and packages depending on this one never see them.
    products: [
        .library(name: "ServiceStack", targets: ["ServiceStack"]),
        .library(name: "ServiceStackAsyncHTTPClient", targets: ["ServiceStackAsyncHTTPClient"]),
        .library(name: "ServiceStackTesting", targets: ["ServiceStackTesting"]),
        .library(name: "ServiceStackNativeTypes", targets: ["ServiceStackNativeTypes"]),
        .library(name: "ServiceStackServer", targets: ["ServiceStackServer"]),
        .library(name: "ServiceStackServerTesting", targets: ["ServiceStackServerTesting"]),
        .library(name: "ServiceStackAutoQuery", targets: ["ServiceStackAutoQuery"]),
        .library(name: "ServiceStackSQLite", targets: ["ServiceStackSQLite"]),
        .library(name: "ServiceStackPostgres", targets: ["ServiceStackPostgres"]),
        .library(name: "ServiceStackSQLStores", targets: ["ServiceStackSQLStores"]),
        .library(name: "ServiceStackOpenAPI", targets: ["ServiceStackOpenAPI"]),
        .executable(name: "test-server", targets: ["test-server"]),
        .executable(name: "hello-example", targets: ["hello-example"]),
        .executable(name: "chat-example", targets: ["chat-example"]),
        .executable(name: "techstacks-server", targets: ["techstacks-server"]),
        .executable(name: "techstacks", targets: ["techstacks"]),
        .executable(name: "x", targets: ["x"]),
        // `swift package servicestack add|update|check|save-metadata …`, which runs `x`.
        .plugin(name: "servicestack", targets: ["ServiceStackCommandPlugin"]),
        // Generates `Name.dtos.swift` at build time from a target's `Name.metadata.json`.
        .plugin(name: "ServiceStackDTOsPlugin", targets: ["ServiceStackDTOsPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/vapor/jwt-kit", from: "5.8.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
        .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
        .package(url: "https://github.com/vapor/sqlite-kit", from: "4.5.2"),
        .package(url: "https://github.com/vapor/postgres-kit", from: "2.17.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // Documentation only: `swift package generate-documentation`; no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // OpenAPI 3.1 documents (`ServiceStackOpenAPI`): the model and its JSON encoding.
        .package(url: "https://github.com/mattpolzin/OpenAPIKit", from: "6.4.0"),
    ],
    targets: [
        // The wire kernel the client, the server and the testing modules share: the value tree, JSON and JSV
        // readers, the JSV encoder, the binding decoder, wire dates and durations, small concurrency helpers.
        // Foundation only, like the client.
        .target(name: "ServiceStackWire"),
        // Client core: Foundation and the wire kernel only, so iOS apps pull in nothing else.
        .target(name: "ServiceStack", dependencies: ["ServiceStackWire"]),
        .target(
            name: "ServiceStackAsyncHTTPClient",
            dependencies: [
                "ServiceStack",
                "ServiceStackWire",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        .target(name: "ServiceStackTesting", dependencies: ["ServiceStack", "ServiceStackWire"]),
        .target(name: "ServiceStackNativeTypes"),
        .target(
            name: "ServiceStackServer",
            dependencies: [
                "ServiceStack",
                "ServiceStackWire",
                "ServiceStackNativeTypes",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "JWTKit", package: "jwt-kit"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "MultipartKit", package: "multipart-kit"),
            ]
        ),
        // In-memory client↔server harness for tests of apps that host their own services.
        .target(
            name: "ServiceStackServerTesting",
            dependencies: ["ServiceStack", "ServiceStackWire", "ServiceStackServer", "ServiceStackTesting"]
        ),
        // AutoQuery over SQLKit only: it reads each engine's errors through `SQLEngine`, whose adapters below are
        // targets of their own, so a host compiles only the engine it uses (hosts without a database, neither).
        .target(
            name: "ServiceStackAutoQuery",
            dependencies: [
                "ServiceStack", "ServiceStackWire", "ServiceStackServer", .product(name: "SQLKit", package: "sql-kit"),
            ]
        ),
        // SQLite, the embedded engine (a vendored SQLite): AutoQuery's `.sqlite` adapter.
        .target(
            name: "ServiceStackSQLite",
            dependencies: [
                "ServiceStackAutoQuery",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
            ]
        ),
        // PostgreSQL, the scale-out engine: connections from a URL, what several instances share through it, and
        // AutoQuery's `.postgres` adapter.
        .target(
            name: "ServiceStackPostgres",
            dependencies: [
                "ServiceStack",
                "ServiceStackWire",
                "ServiceStackServer",
                "ServiceStackAutoQuery",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "_ConnectionPoolModule", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // Auth stores (users, API keys, sessions, revoked tokens) over any sql-kit database: SQLKit only, so hosts on
        // SQLite share them without building PostgreSQL, and hosts on PostgreSQL share them between instances.
        .target(
            name: "ServiceStackSQLStores",
            dependencies: ["ServiceStack", "ServiceStackServer", .product(name: "SQLKit", package: "sql-kit")]
        ),
        // `/openapi.json` and `/schema/{Dto}.json` from the host's metadata, through OpenAPIKit (OAS 3.1).
        .target(
            name: "ServiceStackOpenAPI",
            dependencies: [
                "ServiceStack", "ServiceStackWire", "ServiceStackServer", "ServiceStackNativeTypes",
                .product(name: "OpenAPIKit", package: "OpenAPIKit"), .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // `x`: add and update Swift references (Foundation HTTP, no NIO).
        .target(
            name: "ServiceStackReferences",
            dependencies: ["ServiceStack", "ServiceStackWire", "ServiceStackNativeTypes"]
        ),
        // x's commands, which `x` runs with AsyncHTTPClient for `--ignore-ssl-errors` and `servicestack-x` without.
        .target(
            name: "XCommandLine",
            dependencies: [
                "ServiceStack",
                "ServiceStackWire",
                "ServiceStackNativeTypes",
                "ServiceStackReferences",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Executables/XCommandLine"
        ),
        .executableTarget(
            name: "x",
            dependencies: ["XCommandLine", "ServiceStackAsyncHTTPClient"],
            path: "Sources/Executables/x"
        ),
        // The command plugin's tool: x over URLSession, so that packages using the plugin build no SwiftNIO for it.
        .executableTarget(
            name: "servicestack-x",
            dependencies: ["XCommandLine"],
            path: "Sources/Executables/servicestack-x"
        ),
        .plugin(
            name: "ServiceStackCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "servicestack",
                    description: "Add, update or check ServiceStack references (*.dtos.swift) with x"),
                permissions: [
                    .writeToPackageDirectory(reason: "x writes the *.dtos.swift (or *.metadata.json) files you name"),
                    .allowNetworkConnections(
                        scope: .all(), reason: "x downloads the DTOs (or /types/metadata) from the server you name"),
                ]),
            dependencies: ["servicestack-x"],
            path: "Plugins/ServiceStackCommandPlugin"
        ),
        // The build-tool plugin's generator: ServiceStackNativeTypes only, so a dependent package builds no more.
        .executableTarget(
            name: "servicestack-dtos",
            dependencies: ["ServiceStackNativeTypes"],
            path: "Sources/Executables/servicestack-dtos"
        ),
        .plugin(
            name: "ServiceStackDTOsPlugin",
            capability: .buildTool(),
            dependencies: ["servicestack-dtos"],
            path: "Plugins/ServiceStackDTOsPlugin"
        ),
        .target(
            name: "TestServices",
            dependencies: [
                "ServiceStack", "ServiceStackWire", "ServiceStackServer", "ServiceStackAutoQuery", "ServiceStackSQLite",
                "ServiceStackOpenAPI",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
            ]
        ),
        // The servers' shared command-line options: `--log-level`, and `--metrics` (Prometheus at `/metrics`).
        .target(
            name: "ServerCommandSupport",
            dependencies: [
                "ServiceStackServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            path: "Sources/Executables/ServerCommandSupport"
        ),
        .executableTarget(
            name: "test-server",
            dependencies: [
                "TestServices",
                "ServerCommandSupport",
                "ServiceStackPostgres",
                "ServiceStackSQLStores",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Executables/test-server"
        ),
        // TechStacks demo: server (SQLite + AutoQuery), client DTOs + app model, console.
        .target(
            name: "TechStacksServer",
            dependencies: [
                "ServiceStack",
                "ServiceStackWire",
                "ServiceStackServer",
                "ServiceStackAutoQuery",
                "ServiceStackSQLite",
                "ServiceStackPostgres",
                "ServiceStackSQLStores",
                "ServiceStackOpenAPI",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
            ],
            path: "Examples/TechStacks/Server"
        ),
        .executableTarget(
            name: "techstacks-server",
            dependencies: [
                "TechStacksServer", "ServerCommandSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/TechStacks/techstacks-server"
        ),
        .target(name: "TechStacksClient", dependencies: ["ServiceStack"], path: "Examples/TechStacks/Client"),
        .executableTarget(
            name: "techstacks",
            dependencies: [
                "ServiceStack",
                "TechStacksClient",
                "TechStacksServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Examples/TechStacks/Console"
        ),
        .executableTarget(
            name: "hello-example",
            dependencies: ["ServiceStack", "TestServices"],
            path: "Examples/hello-example"
        ),
        // Server Events chat: `chat-example serve`, then `chat-example join` in two terminals.
        .executableTarget(
            name: "chat-example",
            dependencies: [
                "ServiceStack",
                "ServiceStackServer",
                "ServerCommandSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/Chat"
        ),
        .executableTarget(
            name: "bench",
            dependencies: [
                "ServiceStack",
                "ServiceStackWire",
                "ServiceStackAsyncHTTPClient",
                "ServiceStackNativeTypes",
                "TestServices",
                "ServiceStackServer",
                "ServiceStackServerTesting",
                "ServiceStackAutoQuery",
                "ServiceStackSQLite",
                "ServiceStackPostgres",
                "ServiceStackSQLStores",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Executables/bench"
        ),
        // Fuzzing: parser entry points (shared by the libFuzzer binary and the corpus replay), the HTTP and
        // in-memory harness over every service the servers it is given describe, the servers `fuzz` gives it, and
        // the command-line fronts.
        .target(
            name: "FuzzParsers",
            dependencies: ["ServiceStack", "ServiceStackWire", "ServiceStackServer", "TestServices"],
            path: "Sources/Fuzzing/FuzzParsers"
        ),
        .target(
            name: "FuzzHarness",
            dependencies: [
                "FuzzParsers",
                "ServiceStack",
                "ServiceStackWire",
                "ServiceStackServer",
                "ServiceStackNativeTypes",
            ],
            path: "Sources/Fuzzing/FuzzHarness"
        ),
        .target(
            name: "FuzzedServers",
            dependencies: ["FuzzHarness", "TestServices", "TechStacksServer"],
            path: "Sources/Fuzzing/FuzzedServers"
        ),
        .executableTarget(
            name: "fuzz",
            dependencies: [
                "FuzzHarness", "FuzzedServers", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Executables/fuzz"
        ),
        // Built normally it replays corpus files; built with `-sanitize=fuzzer -DFUZZING` it is a libFuzzer binary.
        .executableTarget(
            name: "parser-fuzz",
            dependencies: ["FuzzParsers"],
            path: "Sources/Executables/parser-fuzz"
        ),
        .testTarget(
            name: "ServiceStackTests",
            dependencies: ["ServiceStack", "ServiceStackWire", "ServiceStackTesting", "TestSupport"]
        ),
        // The wire kernel alone: value tree, parsers, binding fields.
        .testTarget(name: "ServiceStackWireTests", dependencies: ["ServiceStackWire"]),
        // The Server Events client over real HTTP: a Hummingbird server writes event streams in pieces.
        .testTarget(
            name: "ServerEventsClientTests",
            dependencies: [
                "ServiceStack",
                "ServiceStackAsyncHTTPClient",
                "ServiceStackTesting",
                "TestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                // Stops the scripted server gracefully.
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // What the test targets share (not a product): waits, child processes, a raw-socket HTTP client, the hostile
        // server, a PostgreSQL server of a test's own, scratch packages and goldens, and the slow tiers' tags.
        // Foundation, Testing and swift-log only.
        .target(
            name: "TestSupport",
            dependencies: [.product(name: "Logging", package: "swift-log")],
            path: "Tests/TestSupport"
        ),
        // Apart from TestSupport because it needs Hummingbird and NIOSSL, which most test targets do not link.
        .target(
            name: "TLSTestServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            path: "Tests/TLSTestServer"
        ),
        .testTarget(
            name: "ServiceStackIntegrationTests",
            dependencies: [
                "ServiceStack",
                "ServiceStackWire",
                "ServiceStackAsyncHTTPClient",
                "TestServices",
                "TLSTestServer",
                "TestSupport",
                "ServiceStackTesting",
            ]
        ),
        .testTarget(
            name: "ServiceStackServerTests",
            dependencies: [
                "ServiceStack",
                "ServiceStackWire",
                "ServiceStackServer",
                "ServiceStackServerTesting",
                "ServiceStackNativeTypes",
                "TestServices",
                "TestSupport",
                "ProbeDtos",
                // Signs tokens with claims the server must refuse (future `nbf`, another issuer).
                .product(name: "JWTKit", package: "jwt-kit"),
                // Mounting into a Hummingbird application, its middleware, and a tracer that records spans.
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                // Stops test applications gracefully, as `RunningHost.stop` does.
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
                // Not imported: the `/metrics` and `--log-level` tests, and the chat example's, run these binaries.
                "test-server",
                "chat-example",
            ]
        ),
        .testTarget(
            name: "ServiceStackTestingTests",
            dependencies: [
                "ServiceStack",
                "ServiceStackWire",
                "ServiceStackTesting",
                "ServiceStackServer",
                "ServiceStackServerTesting",
                "TestServices",
                "TechStacksClient",
                "TestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ServiceStackAutoQueryTests",
            dependencies: [
                "TestSupport",
                "AutoQueryDtos",
                "ServiceStack",
                "ServiceStackWire",
                "ServiceStackNativeTypes",
                "ServiceStackServer",
                "ServiceStackServerTesting",
                "ServiceStackAutoQuery",
                "ServiceStackSQLite",
                "ServiceStackPostgres",
                "PostgresTestSupport",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
            ]
        ),
        // A fresh database per test on the server `scripts/start-postgres` started (SERVICESTACK_POSTGRES_URL).
        // Apart from TestSupport because it needs PostgresNIO.
        .target(
            name: "PostgresTestSupport",
            dependencies: [
                "ServiceStackPostgres",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/PostgresTestSupport"
        ),
        .testTarget(
            name: "ServiceStackPostgresTests",
            dependencies: [
                "PostgresTestSupport",
                "TestSupport",
                "ServiceStack",
                "ServiceStackWire",
                "ServiceStackServer",
                "ServiceStackServerTesting",
                "ServiceStackPostgres",
                "ServiceStackAutoQuery",
                "ServiceStackSQLStores",
                "TestServices",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .testTarget(
            name: "TechStacksTests",
            dependencies: [
                "PostgresTestSupport",
                "ServiceStack", "ServiceStackServer", "ServiceStackServerTesting", "TechStacksClient",
                "TechStacksServer",
                "TestSupport",
                .product(name: "SQLKit", package: "sql-kit"),
            ]
        ),
        .testTarget(
            name: "ReferenceLanguagesTests",
            dependencies: [
                "ServiceStack", "ServiceStackNativeTypes", "ServiceStackServer", "ServiceStackServerTesting",
                "TestServices", "TechStacksServer", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ServiceStackNativeTypesTests",
            dependencies: ["ServiceStackNativeTypes", "ServiceStack", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ServiceStackReferencesTests",
            dependencies: [
                "ServiceStack",
                "ServiceStackReferences",
                "ServiceStackNativeTypes",
                "ServiceStackServer",
                "ServiceStackServerTesting",
                "TestServices",
                "TestSupport",
                "TLSTestServer",
                // The plugin tests call the TechStacks server with DTOs the build-tool plugin generated.
                "TechStacksServer",
                // Not imported: makes `swift build --build-tests` build the `x` binary the tests run.
                "x",
            ]
        ),
        // Calls every public declaration of ServiceStack.Swift 6.0.5 with its official labels and types; the
        // server targets serve only the tests that need a real service over 127.0.0.1.
        .testTarget(
            name: "ServiceStackCompatibilityTests",
            dependencies: ["ServiceStack", "TestServices", "ServiceStackServer", "TestSupport"]
        ),
        // The OpenAPI document and JSON Schemas of test-server and TechStacks over 127.0.0.1, and the tools that check them.
        .testTarget(
            name: "ServiceStackOpenAPITests",
            dependencies: [
                "ServiceStack", "ServiceStackServer", "ServiceStackServerTesting", "ServiceStackOpenAPI",
                "TestServices",
                "TechStacksServer", "TestSupport", .product(name: "OpenAPIKit", package: "OpenAPIKit"),
            ]
        ),
        .testTarget(
            name: "FuzzCorpusTests",
            dependencies: [
                "FuzzHarness",
                "FuzzedServers",
                "TestSupport",
                "FuzzParsers",
                // Not imported: the replay runs known-failing cases in these binaries, never in the test process.
                "fuzz",
                "test-server",
                "techstacks-server",
            ]
        ),
    ]
)

// Generated code checked in as the generator's expected output and compiled by this build, one module per file
// (their type names collide). `swift format` must leave them alone: the golden tests compare them byte for byte.
let generatedGoldens = [
    "BookingsDefault", "BookingsBaseClass", "BookingsAddModelExtensions", "BookingsMakePropertiesOptional",
    "BookingsIncludeTypes", "BookingsIncludeClosure", "BookingsExcludeTypes", "BookingsExcludeGenericBaseTypes",
    "BookingsAddResponseStatus", "BookingsAddImplicitVersion", "BookingsAddDescriptionAsComments",
    "BookingsInitializeCollections", "BookingsTreatTypesAsStrings", "BookingsAddReturnMarker",
    "BookingsWithoutOptions", "BookingsAddDataContractAttributes", "BookingsExportValueTypes", "BookingsUseStructs",
    "BookingsAddIdentityConformances", "BookingsUseStructsIdentity", "BookingsSwiftStyleEnums",
    "CatalogDefault", "CatalogStructs", "TestServerDtos", "TestServerDtosStructs", "TestServerHelloDtos", "ProbeDtos",
    "AutoQueryDtos",
]
package.targets += generatedGoldens.map {
    .target(name: $0, dependencies: ["ServiceStack", "ServiceStackTesting"], path: "Tests/GeneratedGoldens/\($0)")
}
package.targets.append(
    .testTarget(
        name: "GeneratedGoldenTests",
        dependencies: [
            "TestSupport", "ServiceStack", "ServiceStackNativeTypes", "ServiceStackServer",
            "ServiceStackServerTesting", "ServiceStackTesting", "TestServices", "TechStacksServer",
        ] + generatedGoldens.map { .target(name: $0) }
    )
)

// Hummingbird's strictness on every target: a file sees members of a module only when it imports that module itself,
// and `any` is spelled out for existentials, except where the code is written as ServiceStack.Swift's users and
// generator write it (`init(from decoder: Decoder)`, `dto is IPost`): the generated goldens and TechStacks' checked-in
// DTOs, byte for byte what the generator writes, and the compatibility tests, which call the official API exactly
// as its users do.
let officialStyleTargets = generatedGoldens + ["TechStacksClient", "ServiceStackCompatibilityTests"]
for target in package.targets where target.type != .plugin {
    let existentialAny: [SwiftSetting] =
        officialStyleTargets.contains(target.name) ? [] : [.enableUpcomingFeature("ExistentialAny")]
    target.swiftSettings =
        (target.swiftSettings ?? []) + existentialAny + [.enableUpcomingFeature("MemberImportVisibility")]
}
