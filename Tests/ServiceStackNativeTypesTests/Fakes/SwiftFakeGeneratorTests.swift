import Foundation
import GeneratedCodeCompiler
import ServiceStackNativeTypes
import Testing

/// The typed fake emitted beside the DTOs: its text, and that it compiles and answers calls.
@Suite struct SwiftFakeGeneratorTests {
    @Test func fakeOfTheBookingsDocumentMatchesGolden() throws {
        let fake = try SwiftFakeGenerator.generate(metadata: try Fixtures.bookings(), context: Fixtures.context)
        try Golden.check(fake, "FakeApi.swift")
    }

    @Test func everyOperationWithAReturnMarkerGetsAnOverload() throws {
        let fake = try SwiftFakeGenerator.generate(
            metadata: try Fixtures.bookings(), context: Fixtures.context, typeName: "BookingsFake")
        #expect(fake.contains("public final class BookingsFake: Sendable {"))
        #expect(
            fake.contains(
                "public func on(_ type: Hello.Type, respond: @escaping @Sendable (Hello) throws -> HelloResponse)"))
        #expect(fake.contains("(QueryBookings) throws -> QueryResponse<Booking>"))
        #expect(!fake.contains("func on(_ type: HelloResponse.Type"))
    }

    @Test(.enabled(if: !ScratchPackage.isSkipped))
    func fakeCompilesInClassAndStructModeAndAnswersTypedCalls() async throws {
        let bookings = try Fixtures.bookings()
        var package = try ScratchPackage()
        defer { package.remove() }
        package.includesTestingLibrary = true
        package.addTarget("Dtos", source: try Fixtures.generate(bookings))
        package.addTarget(
            "Fake",
            source: try SwiftFakeGenerator.generate(metadata: bookings, context: Fixtures.context, imports: ["Dtos"]),
            dependencies: ["Dtos", "ServiceStackTesting"])
        let structs = NativeTypesOptions(useStructs: true)
        package.addTarget("StructDtos", source: try Fixtures.generate(bookings, structs))
        package.addTarget(
            "StructFake",
            source: try SwiftFakeGenerator.generate(
                metadata: bookings, options: structs, context: Fixtures.context, imports: ["StructDtos"]),
            dependencies: ["StructDtos", "ServiceStackTesting"])
        package.addExecutable("UseFake", dependencies: ["Dtos", "Fake", "ServiceStackTesting"], source: Self.program)
        let result = try await package.build()
        #expect(result.succeeded, "\(result.output)")
        guard result.succeeded else { return }
        let output = try await package.run("UseFake")
        #expect(output == "Hi World\n1 GET /api/Hello?name=World\n", "\(output)")
    }

    static let program = """
        import Dtos
        import Fake
        import ServiceStack
        import ServiceStackTesting

        let api = FakeApi()
        api.on(Hello.self) { request in
            let response = HelloResponse()
            response.result = "Hi \\(request.name ?? "")"
            return response
        }
        let request = Hello()
        request.name = "World"
        let response = try await api.client.getAsync(request)
        print(response.result ?? "")
        try api.transport.last.unwrap().expect(path: "/api/Hello", method: "GET").expect(query: ["name": "World"])
        print(api.recorded.count, api.recorded[0])
        """
}
