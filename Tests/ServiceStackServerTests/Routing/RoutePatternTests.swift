import Testing

@testable import ServiceStackServer

/// A route template against path segments: the count and first-literal checks that skip most templates must agree
/// with full matching.
@Suite struct RoutePatternTests {
    private func match(_ template: String, _ path: String) -> [String]? {
        RoutePattern(Route(template)).match(RouteResolver.pathSegments(path)).map { values in
            values.map { "\($0.key)=\(String(describing: $0.value))" }
        }
    }

    @Test func literalsMatchWithoutRegardToCaseAndOnlyAtTheirCount() {
        #expect(match("/types/metadata", "/TYPES/Metadata") == [])
        #expect(match("/types/metadata", "/types") == nil)
        #expect(match("/types/metadata", "/types/metadata/x") == nil)
        #expect(match("/types/{Language}", "/api/Hello") == nil)
        #expect(match("/types/{Language}", "/Types/swift")?.count == 1)
    }

    @Test func aWildcardTakesZeroOrMoreSegments() {
        #expect(match("/files/{Path*}", "/files")?.count == 1)
        #expect(match("/files/{Path*}", "/files/a/b/c")?.count == 1)
        #expect(match("/files/{Path*}", "/other/a") == nil)
        #expect(match("/{Path*}", "/") != nil)
    }

    @Test func aLeadingVariableMatchesAnyFirstSegment() {
        #expect(match("/{Name}/info", "/api/info")?.count == 1)
        #expect(match("/{Name}/info", "/api/other") == nil)
    }
}
