import Foundation
import GeneratedCodeCompiler
import ServiceStackNativeTypes
import Testing

/// DTOs a host generates with `InitializeCollections` compile against the `ServiceStack` module and, used from a
/// separate program, decode responses whose collections are missing or null into empty collections. Builds a
/// scratch package (slow); `SKIP_COMPILE_TESTS=1` skips it.
@Suite(.serialized, .enabled(if: !ScratchPackage.isSkipped))
struct InitializedCollectionsRoundTripTests {
    @Test func missingAndNullCollectionsDecodeAsEmpty() async throws {
        var nativeTypes = NativeTypesConfig()
        nativeTypes.initializeCollections = true
        try await NativeTypesProbe.serve(nativeTypes) { baseUrl in
            let missing = try await NativeTypesProbe.get(baseUrl, "/api/CollectionsProbe?Id=1")
            #expect(missing == #"{"id":1}"#, "the server must leave nil collections out")
            let source = try await NativeTypesProbe.get(baseUrl, "/types/swift")
            #expect(source.contains("    public var items:[ProbeItem] = []\n"))
            #expect(source.contains("    public var tags:[String] = []\n"))

            var package = try ScratchPackage()
            defer { package.remove() }
            package.addTarget("ProbeDtos", source: source)
            package.addExecutable(
                "ProbeCheck", dependency: "ProbeDtos",
                source: """
                    import Foundation
                    import ServiceStack
                    import ProbeDtos

                    func describe(_ label: String, _ response: CollectionsProbeResponse) -> String {
                        let tags = response.items.map { String($0.tags.count) }.joined(separator: ",")
                        return "\\(label) id=\\(response.id ?? 0) names=\\(response.names.count) "
                            + "scores=\\(response.scores.count) items=\\(response.items.count) tags=[\\(tags)]"
                    }

                    let client = JsonServiceClient(baseUrl: "\(baseUrl)")
                    do {
                        let request = CollectionsProbe()
                        request.id = 1
                        print(describe("missing", try await client.getAsync(request)))
                        let nulls: CollectionsProbeResponse = try await client.getAsync("/probe/nulls")
                        print(describe("null", nulls))
                    } catch {
                        print("ERROR \\(error)")
                    }
                    """)
            let result = try await package.build()
            #expect(result.succeeded, "\(result.output)")
            guard result.succeeded else { return }
            let output = try await package.run("ProbeCheck")
            #expect(output.contains("missing id=1 names=0 scores=0 items=0 tags=[]"), "\(output)")
            #expect(output.contains("null id=2 names=0 scores=0 items=2 tags=[0,0]"), "\(output)")
        }
    }
}
