// swift-tools-version:6.0
import PackageDescription

// Benchmark peers that need dependencies the ServiceStack package does not have. Nothing here is part of the
// package users depend on, and `.ci/run` does not build it; `bench server` runs `vapor-hello` when it is built:
//     swift build -c release --package-path Benchmarks
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3")
    ],
    targets: [
        // The `Hello` JSON route of `bench server`, written the Vapor way.
        .executableTarget(name: "vapor-hello", dependencies: [.product(name: "Vapor", package: "vapor")])
    ]
)
