import Testing

@testable import ServiceStackNativeTypes

@Suite struct StronglyConnectedComponentsTests {
    @Test func nodesOnOneCycleShareAComponent() {
        let edges = ["A": ["B"], "B": ["C"], "C": ["A", "D"], "D": ["D"], "E": ["A"]]
        let component = StronglyConnectedComponents.components(
            nodes: ["A", "B", "C", "D", "E"], edges: edges)
        #expect(component["A"] == component["B"] && component["B"] == component["C"])
        #expect(component["D"] != component["A"])
        #expect(component["E"] != component["A"])
        #expect(Set(component.values).count == 3)
    }

    @Test func aLongChainDoesNotRecurse() {
        let count = 200_000
        var edges: [String: [String]] = [:]
        for index in 0..<count { edges["N\(index)"] = ["N\((index + 1) % count)"] }
        let component = StronglyConnectedComponents.components(
            nodes: (0..<count).map { "N\($0)" }, edges: edges)
        #expect(Set(component.values).count == 1)
    }
}
