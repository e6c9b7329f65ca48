import Foundation
import ProbeDtos
import ServiceStack
import ServiceStackNativeTypes
import TestSupport
import Testing

/// DTOs a host generates with `InitializeCollections` are checked in as the `ProbeDtos` module (compiled by the
/// package build): the host must still generate them, and used as a client they decode responses whose
/// collections are missing or null into empty collections. `UPDATE_GOLDEN=1` rewrites the golden.
@Suite struct InitializedCollectionsRoundTripTests {
    @Test func missingAndNullCollectionsDecodeAsEmpty() async throws {
        var nativeTypes = NativeTypesConfig()
        nativeTypes.initializeCollections = true
        try await NativeTypesProbe.serve(nativeTypes) { baseUrl in
            let missing = try await NativeTypesProbe.get(baseUrl, "/api/CollectionsProbe?Id=1")
            #expect(missing == #"{"id":1}"#, "the server must leave nil collections out")
            let source = try await NativeTypesProbe.get(baseUrl, "/types/swift")
            #expect(source.contains("    public var items:[ProbeItem] = []\n"))
            #expect(source.contains("    public var tags:[String] = []\n"))
            let golden = try GoldenFile.compiled("ProbeDtos").difference(
                from: ServerGeneratedSource.withGoldenHeader(source))
            #expect(golden == nil, "\(golden ?? "")")

            let client = JsonServiceClient(baseUrl: baseUrl)
            let request = ProbeDtos.CollectionsProbe()
            request.id = 1
            #expect(
                Self.describe(try await client.getAsync(request))
                    == "id=1 names=0 scores=0 items=0 tags=[]")
            let nulls: ProbeDtos.CollectionsProbeResponse = try await client.getAsync("/probe/nulls")
            #expect(Self.describe(nulls) == "id=2 names=0 scores=0 items=2 tags=[0,0]")
        }
    }

    static func describe(_ response: ProbeDtos.CollectionsProbeResponse) -> String {
        let tags = response.items.map { String($0.tags.count) }.joined(separator: ",")
        return "id=\(response.id ?? 0) names=\(response.names.count) "
            + "scores=\(response.scores.count) items=\(response.items.count) tags=[\(tags)]"
    }
}
