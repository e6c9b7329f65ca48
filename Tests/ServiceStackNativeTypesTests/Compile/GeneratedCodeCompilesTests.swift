import Foundation
import GeneratedCodeCompiler
import ServiceStackNativeTypes
import Testing

/// Generated code must compile against the `ServiceStack` module (struct mode also in
/// MainActor-by-default targets), and round-trip JSON; so must the official `*.dtos.swift` files.
/// All files are compiled in one temporary package per run. Set `SKIP_COMPILE_TESTS=1` to skip.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["SKIP_COMPILE_TESTS"] != "1"))
struct GeneratedCodeCompilesTests {
    /// Options that change the structure of the output, applied to the hand-made document.
    static let structuralOptions: [(String, NativeTypesOptions)] = [
        ("Default", NativeTypesOptions()),
        ("BaseClassNSObject", NativeTypesOptions(baseClass: "NSObject")),
        ("NotOptional", NativeTypesOptions(makePropertiesOptional: false)),
        ("InitializeCollections", NativeTypesOptions(initializeCollections: true)),
        ("ResponseStatus", NativeTypesOptions(addResponseStatus: true)),
        ("ImplicitVersion", NativeTypesOptions(addImplicitVersion: 3)),
        ("ExcludeGenericBase", NativeTypesOptions(excludeGenericBaseTypes: true)),
        ("TypesAsStrings", NativeTypesOptions(treatTypesAsStrings: ["Coupon", "DateTime"])),
        ("NoReturnMarker", NativeTypesOptions(addReturnMarker: false)),
        // AddServiceStackTypes=false is left out: like the official generator it still references
        // ServiceStack DTOs such as IdResponse, which the app must then define itself.
        ("ExportValueTypes", NativeTypesOptions(exportValueTypes: true)),
        ("Structs", NativeTypesOptions(useStructs: true)),
        ("Identity", NativeTypesOptions(addIdentityConformances: true)),
        ("StructsIdentity", NativeTypesOptions(useStructs: true, addIdentityConformances: true)),
        ("IncludeClosure", NativeTypesOptions(includeTypes: ["CreateBooking.*", "{greetings}"])),
    ]

    @Test func generatedCodeOfEveryFixtureAndOptionCompilesAndRoundTrips() async throws {
        var package = try ScratchPackage()
        defer { package.remove() }

        for file in try TestPaths.sharedFixtureFiles() {
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
        let bookings = try Fixtures.bookings()
        for (name, options) in Self.structuralOptions {
            package.addTarget("B_\(name)", source: try Fixtures.generate(bookings, options))
        }
        var swiftStyle = Fixtures.context
        swiftStyle.enumNameStrategy = .swiftStyle
        package.addTarget(
            "B_SwiftStyleEnums", source: try Fixtures.generate(bookings, context: swiftStyle))
        package.addTarget(
            "B_StructsMainActor", source: try Fixtures.generate(bookings, NativeTypesOptions(useStructs: true)),
            mainActorByDefault: true)
        package.addTarget("Hostile", source: try Fixtures.generate(try HostileMetadata.document()))
        let hostileStructs = try Fixtures.generate(
            try HostileMetadata.document(), NativeTypesOptions(useStructs: true, addIdentityConformances: true))
        package.addTarget("HostileStructs", source: hostileStructs)
        package.addTarget("HostileStructsMainActor", source: hostileStructs, mainActorByDefault: true)
        let official = OfficialDtos.load()
        if official.isEmpty {
            let place = OfficialDtos.repository?.path ?? "SERVICESTACK_SWIFT_REPO (not set)"
            print("note: skipped compiling the official DTOs: no copy of ServiceStack.Swift at \(place)")
        }
        for file in official {
            package.addTarget("Official_" + file.name.prefix { $0 != "." }, source: file.source)
        }
        package.addExecutable(
            "RoundTrip", dependency: "B_Default", source: RoundTripProgram.source(module: "B_Default"))
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
        let output = try await package.run("RoundTrip")
        for sample in RoundTripProgram.samples {
            #expect(
                output.contains("OK \(sample.name)"), "round trip of \(sample.name) failed:\n\(output)")
        }
        let structsOutput = try await package.run("RoundTripStructs")
        #expect(structsOutput.contains("OK RecursiveNode"), "\(structsOutput)")
        let bookingStructsOutput = try await package.run("RoundTripBookingStructs")
        for sample in RoundTripProgram.samples {
            #expect(
                bookingStructsOutput.contains("OK \(sample.name)"),
                "struct round trip of \(sample.name) failed:\n\(bookingStructsOutput)")
        }
    }
}
