import Foundation
import Testing

@testable import ServiceStackNativeTypes

@Suite struct TypeSelectorTests {
    func selectedNames(_ options: NativeTypesOptions) throws -> [String] {
        let resolved = ResolvedOptions(options, context: Fixtures.context)
        return TypeSelector(options: resolved).select(from: try Fixtures.bookings()).map(\.type.name)
    }

    @Test func everythingIsSelectedInEmissionOrderWithoutFilters() throws {
        let names = try selectedNames(NativeTypesOptions())
        #expect(
            names.prefix(6) == [
                "Hello", "QueryBookings", "CreateBooking", "DeleteBooking", "StoreItems", "GetEntity",
            ])
        #expect(names.contains("KeyValuePair`2"))
        #expect(!names.contains("Version"))
    }

    @Test func plainNameIncludesARequestAndItsResponse() throws {
        #expect(
            try selectedNames(NativeTypesOptions(includeTypes: ["Hello"])) == ["Hello", "HelloResponse"])
    }

    @Test func plainNameMatchesGenericArity() throws {
        #expect(
            try selectedNames(NativeTypesOptions(includeTypes: ["KeyValuePair"])) == ["KeyValuePair`2"])
    }

    @Test func dotStarIncludesEveryReferencedType() throws {
        let names = Set(try selectedNames(NativeTypesOptions(includeTypes: ["CreateBooking.*"])))
        #expect(
            names.isSuperset(of: [
                "CreateBooking", "IdResponse", "RoomType", "Booking", "Coupon", "Permissions",
            ]))
        #expect(!names.contains("Hello"))
        #expect(!names.contains("Item"))
    }

    @Test func namespaceWildcardIncludesTypesByNamespacePrefix() throws {
        let names = try selectedNames(NativeTypesOptions(includeTypes: ["ServiceStack/*"]))
        #expect(names == ["QueryResponse`1", "IdResponse", "QueryDb`1"])
    }

    @Test func starDotIncludesRequestsReferencingTheType() throws {
        let names = try selectedNames(NativeTypesOptions(includeTypes: ["*.Booking"]))
        #expect(
            names == ["QueryBookings", "CreateBooking", "QueryResponse`1", "IdResponse", "Booking"])
    }

    @Test func tagsSelectTheirRequestsWithReferences() throws {
        let names = Set(try selectedNames(NativeTypesOptions(includeTypes: ["{greetings,missing}"])))
        #expect(names == ["Hello", "HelloResponse"])
        let bookings = Set(try selectedNames(NativeTypesOptions(includeTypes: ["{bookings}"])))
        #expect(
            bookings.isSuperset(of: [
                "QueryBookings", "CreateBooking", "DeleteBooking", "Booking", "IdResponse",
            ]))
        #expect(!bookings.contains("Hello"))
    }

    @Test func excludeMatchesExactNamesAndGenericArity() throws {
        let names = try selectedNames(
            NativeTypesOptions(excludeTypes: ["KeyValuePair", "Hello", "QueryDb`1"]))
        #expect(!names.contains("KeyValuePair`2"))
        #expect(!names.contains("Hello"))
        #expect(!names.contains("QueryDb`1"))
        #expect(names.contains("HelloResponse"))
    }

    @Test func servicesAndTypesExcludeWholeGroups() throws {
        let withoutServices = try selectedNames(NativeTypesOptions(excludeTypes: ["services"]))
        #expect(!withoutServices.contains("Hello") && !withoutServices.contains("HelloResponse"))
        #expect(withoutServices.contains("Booking"))
        let withoutTypes = try selectedNames(NativeTypesOptions(excludeTypes: ["types"]))
        #expect(withoutTypes.contains("HelloResponse") && !withoutTypes.contains("Booking"))
    }

    @Test func serviceStackNamespacesAreDroppedWithoutServiceStackTypes() throws {
        let names = try selectedNames(NativeTypesOptions(addServiceStackTypes: false))
        #expect(!names.contains("IdResponse"))
        #expect(!names.contains("QueryDb`1"))
        #expect(names.contains("CreateBooking"))
    }

    @Test func includeEntryFormsAreRecognised() {
        #expect(IncludeTypeEntry("A.*") == .closure("A"))
        #expect(IncludeTypeEntry("My.Ns/*") == .namespace("My.Ns"))
        #expect(IncludeTypeEntry("*.A") == .referencedBy("A"))
        #expect(IncludeTypeEntry("{a, b}") == .tags(["a", "b"]))
        #expect(IncludeTypeEntry("A`1") == .name("A`1"))
    }
}
