import Testing

@testable import ServiceStackServer

/// Raw endpoints grouped by their first literal must pick the same endpoint a scan of all of them in the order
/// they were added would: the first that matches the path and allows the method.
@Suite struct RawEndpointTableTests {
    private func table(_ routes: [(path: String, verbs: String?)]) -> RawEndpointTable {
        var table = RawEndpointTable()
        for route in routes {
            let pattern = RoutePattern(Route(route.path, verbs: route.verbs))
            table.add(RawEndpoint(pattern: pattern, handler: { _ in HttpResult(status: 200) }, longLived: false))
        }
        return table
    }

    private func chosen(_ table: RawEndpointTable, _ method: String, _ path: String) -> String? {
        table.first(matching: RouteResolver.pathSegments(path), method: method)?.pattern.route.path
    }

    @Test func theFirstSegmentFindsItsGroupInAnyCase() {
        let endpoints = table([("/types/metadata", "GET"), ("/metadata", "GET"), ("/Événements/flux", nil)])
        #expect(chosen(endpoints, "GET", "/TYPES/Metadata") == "/types/metadata")
        #expect(chosen(endpoints, "GET", "/metadata") == "/metadata")
        #expect(chosen(endpoints, "GET", "/api/Hello") == nil)
        #expect(chosen(endpoints, "GET", "/événements/FLUX") == "/Événements/flux")
        // Only ASCII letters match across case, as in `RoutePattern`.
        #expect(chosen(endpoints, "GET", "/ÉVÉNEMENTS/flux") == nil)
    }

    @Test func theEarliestAddedWinsAcrossLiteralAndVariableFirstSegments() {
        let variableFirst = table([("/{Any}/info", nil), ("/types/info", nil)])
        #expect(chosen(variableFirst, "GET", "/types/info") == "/{Any}/info")
        let literalFirst = table([("/types/info", nil), ("/{Any}/info", nil)])
        #expect(chosen(literalFirst, "GET", "/types/info") == "/types/info")
        #expect(chosen(literalFirst, "GET", "/other/info") == "/{Any}/info")
    }

    @Test func anEndpointThatRefusesTheMethodLeavesTheNextOne() {
        let endpoints = table([("/types/{Language}", "POST"), ("/{Any}/{Language}", "GET")])
        #expect(chosen(endpoints, "GET", "/types/swift") == "/{Any}/{Language}")
        #expect(chosen(endpoints, "POST", "/types/swift") == "/types/{Language}")
        #expect(chosen(endpoints, "PUT", "/types/swift") == nil)
    }

    @Test func theRootPathReachesOnlyUnkeyedEndpoints() {
        let endpoints = table([("/types", nil), ("/", "GET")])
        #expect(chosen(endpoints, "GET", "/") == "/")
        #expect(chosen(endpoints, "GET", "/types") == "/types")
    }
}
