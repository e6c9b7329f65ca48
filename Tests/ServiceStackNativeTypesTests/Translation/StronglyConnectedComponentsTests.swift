import Testing

@testable import ServiceStackNativeTypes

@Suite struct StronglyConnectedComponentsTests {
    @Test func nodesOnOneCycleShareAComponent() {
        // A→B→C→A, C→D, D→D, E→A
        let (a, b, c, d, e) = (0, 1, 2, 3, 4)
        let component = StronglyConnectedComponents.components(edges: [[b], [c], [a, d], [d], [a]])
        #expect(component[a] == component[b] && component[b] == component[c])
        #expect(component[d] != component[a])
        #expect(component[e] != component[a])
        #expect(Set(component).count == 3)
    }

    @Test func aLongChainDoesNotRecurse() {
        let count = 200_000
        let component = StronglyConnectedComponents.components(edges: (0..<count).map { [($0 + 1) % count] })
        #expect(Set(component).count == 1)
    }
}
