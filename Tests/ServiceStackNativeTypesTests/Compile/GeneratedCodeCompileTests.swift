import Foundation
import ServiceStackNativeTypes
import TestSupport
import Testing

/// Generated code that the package build cannot compile as one of its own golden modules: struct mode in
/// MainActor-by-default targets (a swift-tools 6.2 setting), the hostile document, and, when their copies are
/// available, the real-world documents and the official `*.dtos.swift` files. All of it is compiled in one
/// temporary package per run, and round-trips JSON. Set `SKIP_COMPILE_TESTS=1` to skip.
///
/// The generator's other output is compiled by the package build itself: see `Tests/GeneratedGoldens`.
@Suite(.serialized, .enabled(if: !ScratchPackage.isSkipped, "SKIP_COMPILE_TESTS=1"), .tags(.compiles))
struct GeneratedCodeCompileTests {
    @Test func generatedCodeOfEveryFixtureAndOptionCompilesAndRoundTrips() async throws {
        var package = try ScratchPackage()
        defer { package.remove() }

        if RealWorldMetadata.isAvailable {
            try addRealWorldTargets(to: &package)
        }
        let bookings = try Fixtures.bookings()
        package.addTarget(
            "B_StructsMainActor", source: try Fixtures.generate(bookings, NativeTypesOptions(useStructs: true)),
            mainActorByDefault: true)
        package.addTarget(
            "C_StructsMainActor",
            source: try Fixtures.generate(
                try Fixtures.catalog(), NativeTypesOptions(useStructs: true, addIdentityConformances: true)),
            mainActorByDefault: true)
        package.addTarget("Hostile", source: try Fixtures.generate(try HostileMetadata.document()))
        let hostileStructs = try Fixtures.generate(
            try HostileMetadata.document(), NativeTypesOptions(useStructs: true, addIdentityConformances: true))
        package.addTarget("HostileStructs", source: hostileStructs)
        package.addTarget("HostileStructsMainActor", source: hostileStructs, mainActorByDefault: true)
        for file in OfficialDtos.load() {
            package.addTarget("Official_" + file.name.prefix { $0 != "." }, source: file.source)
        }
        package.addExecutable(
            "RoundTripStructs", dependency: "HostileStructs",
            source: RoundTripProgram.structsSource(module: "HostileStructs"))
        package.addExecutable(
            "RoundTripBookingStructs", dependency: "B_StructsMainActor",
            source: RoundTripProgram.source(module: "B_StructsMainActor"))

        let result = try await package.build()
        if !result.succeeded {
            let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }.prefix(40)
            Issue.record("Generated code failed to compile:\n\(errors.joined(separator: "\n"))")
            return
        }
        let generatedWarnings = result.output.split(separator: "\n").filter {
            $0.contains("warning:") && $0.contains("/dtos.swift:") && !$0.contains("/Official_")
        }
        #expect(generatedWarnings.isEmpty, "\(generatedWarnings.joined(separator: "\n"))")
        let structsOutput = try await package.run("RoundTripStructs")
        #expect(structsOutput.contains("OK RecursiveNode"), "\(structsOutput)")
        let bookingStructsOutput = try await package.run("RoundTripBookingStructs")
        for sample in BookingsSamples.all {
            #expect(
                bookingStructsOutput.contains("OK \(sample.type)"),
                "struct round trip of \(sample.type) failed:\n\(bookingStructsOutput)")
        }
    }

    /// Each real-world document in default, MainActor struct and strict (non-optional) mode.
    private func addRealWorldTargets(to package: inout ScratchPackage) throws {
        for file in try RealWorldMetadata.files() {
            let metadata = try Fixtures.metadata(file)
            let base =
                "F_"
                + file.lastPathComponent.replacingOccurrences(of: ".metadata.json", with: "")
                .replacingOccurrences(of: "-", with: "_")
            package.addTarget(base, source: try Fixtures.generate(metadata))
            package.addTarget(
                base + "_structs",
                source: try Fixtures.generate(
                    metadata, NativeTypesOptions(useStructs: true, addIdentityConformances: true)),
                mainActorByDefault: true)
            package.addTarget(
                base + "_strict",
                source: try Fixtures.generate(
                    metadata,
                    NativeTypesOptions(
                        makePropertiesOptional: false, addResponseStatus: true, initializeCollections: true)))
        }
    }

    @Test(.enabled(if: RealWorldMetadata.isAvailable, RealWorldMetadata.skipReason))
    func realWorldDocumentsAreIncluded() throws {
        #expect(try RealWorldMetadata.files().count == FixtureGoldenTests.fixtureNames.count)
    }

    @Test(.enabled(if: !OfficialDtos.load().isEmpty, Comment(rawValue: OfficialDtos.skipReason)))
    func officialDtosAreIncluded() {
        #expect(OfficialDtos.load().count == OfficialDtos.fileNames.count)
    }
}
