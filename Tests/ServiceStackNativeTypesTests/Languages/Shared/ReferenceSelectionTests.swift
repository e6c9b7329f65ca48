import Foundation
import Testing

@testable import ServiceStackNativeTypes

@Suite struct ReferenceSelectionTests {
    private func type(_ name: String, inherits: String? = nil) -> SelectedType {
        var type = MetadataType(name: name)
        type.inherits = inherits.map { MetadataTypeName(name: $0) }
        return SelectedType(type: type, role: .type)
    }

    @Test func baseTypesComeBeforeTheirSubclassesAndTheRestKeepsItsOrder() {
        let sorted = InheritanceOrder.sorted([
            type("C", inherits: "B"), type("Other"), type("B", inherits: "A"), type("A"),
            type("D", inherits: "External"),
        ])
        #expect(sorted.map(\.type.name) == ["A", "B", "C", "Other", "D"])
    }

    @Test func aCycleOfBasesEndsInsteadOfLooping() {
        let sorted = InheritanceOrder.sorted([type("A", inherits: "B"), type("B", inherits: "A")])
        #expect(Set(sorted.map(\.type.name)) == ["A", "B"])
        #expect(sorted.count == 2)
    }

    @Test func aLongChainNeedsNoRecursion() {
        let depth = 20_000
        let chain = (0..<depth).map { type("T\($0)", inherits: $0 == depth - 1 ? nil : "T\($0 + 1)") }
        let sorted = InheritanceOrder.sorted(chain)
        #expect(sorted.first?.type.name == "T\(depth - 1)")
        #expect(sorted.last?.type.name == "T0")
    }

    @Test func selectionMatchesTheSwiftGeneratorsSelection() throws {
        let metadata = try Fixtures.bookings()
        let selection = ReferenceSelection(
            metadata, settings: SelectionSettings(includeTypes: ["Hello"], excludeTypes: [], addServiceStackTypes: true)
        )
        #expect(selection.types.map(\.type.name) == ["Hello", "HelloResponse"])
    }

    @Test func aRequestReturnsItsDeclaredTypeElseItsResponseWhenMarkersAreInferred() {
        var operation = MetadataOperationType(
            request: MetadataType(name: "Hello"), response: MetadataType(name: "HelloResponse"))
        let request = SelectedType(type: operation.request, role: .request, operation: operation)
        #expect(ResponseMarker.of(request, addReturnMarker: true) == .returns(MetadataTypeName(name: "HelloResponse")))
        #expect(ResponseMarker.of(request, addReturnMarker: false) == nil)
        operation.returnsVoid = true
        let void = SelectedType(type: operation.request, role: .request, operation: operation)
        #expect(ResponseMarker.of(void, addReturnMarker: false) == .void)
        #expect(ResponseMarker.of(SelectedType(type: operation.request, role: .type), addReturnMarker: true) == nil)
    }
}
