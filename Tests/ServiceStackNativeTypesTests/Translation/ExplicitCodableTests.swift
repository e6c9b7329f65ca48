import Foundation
import ServiceStackNativeTypes
import Testing

/// When the explicit `CodingKeys`/`init(from:)`/`encode(to:)` block is written (spec 11.4).
@Suite struct ExplicitCodableTests {
    static let json = #"""
        {"operations":[
          {"request":{"name":"Echo","namespace":"X","properties":[{"name":"Text","type":"String"}]},
           "response":{"name":"Echo","namespace":"X","properties":[{"name":"Text","type":"String"}]}},
          {"request":{"name":"Plain","namespace":"X","properties":[{"name":"Text","type":"String"}]},
           "response":{"name":"PlainResponse","namespace":"X"}}
        ]}
        """#

    @Test func requestThatReturnsItselfGetsTheExplicitBlock() throws {
        let output = try Fixtures.generate(try Fixtures.metadata(json: Self.json))
        let echo = try #require(output.range(of: "public class Echo : IReturn, Codable"))
        let plain = try #require(output.range(of: "public class Plain : IReturn, Codable"))
        let echoBody = output[echo.upperBound..<plain.lowerBound]
        #expect(echoBody.contains("public typealias Return = Echo"))
        #expect(echoBody.contains("required public init(from decoder: Decoder) throws {"))
        #expect(echoBody.contains("public func encode(to encoder: Encoder) throws {"))
        #expect(!output[plain.upperBound...].contains("init(from decoder"))
    }

    @Test func structModeLeavesCodableToTheCompiler() throws {
        let output = try Fixtures.generate(
            try Fixtures.metadata(json: Self.json), NativeTypesOptions(useStructs: true))
        #expect(output.contains("nonisolated public struct Echo : IReturn, Codable, Sendable"))
        #expect(!output.contains("init(from decoder"))
    }
}
