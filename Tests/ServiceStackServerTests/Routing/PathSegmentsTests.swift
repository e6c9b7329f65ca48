import Testing

@testable import ServiceStackServer

/// The segments routes are matched against: what lies between slashes, empty ones skipped, percent-decoded.
@Suite struct PathSegmentsTests {
    @Test func skipsEmptySegmentsWhereverTheSlashesAre() {
        #expect(RouteResolver.pathSegments("/api/Hello") == ["api", "Hello"])
        #expect(RouteResolver.pathSegments("//api//Hello/") == ["api", "Hello"])
        #expect(RouteResolver.pathSegments("api") == ["api"])
        #expect(RouteResolver.pathSegments("/") == [])
        #expect(RouteResolver.pathSegments("") == [])
    }

    @Test func decodesPercentEscapesPerSegmentAndKeepsInvalidOnesAsSent() {
        #expect(RouteResolver.pathSegments("/files/a%2Fb/caf%C3%A9") == ["files", "a/b", "café"])
        #expect(RouteResolver.pathSegments("/bad/%zz/%") == ["bad", "%zz", "%"])
    }
}
