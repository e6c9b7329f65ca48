import Foundation
import ServiceStackNativeTypes
import Testing

/// String- and Int-backed enums: explicit values, `[EnumMember]` values, naming strategy.
@Suite struct EnumTranslationTests {
    static func enumType(
        names: [String], values: [String]? = nil, memberValues: [String]? = nil, isEnumInt: Bool? = nil
    ) -> MetadataTypes {
        var type = MetadataType(name: "Status", namespace: "X")
        type.isEnum = true
        type.isEnumInt = isEnumInt
        type.enumNames = names
        type.enumValues = values
        type.enumMemberValues = memberValues
        return MetadataTypes(types: [type])
    }

    @Test func plainEnumIsStringBackedWithBareCases() throws {
        let output = try Fixtures.generate(Self.enumType(names: ["Active", "Closed"]))
        #expect(output.contains("public enum Status : String, Codable\n{\n    case Active\n    case Closed\n}"))
    }

    @Test func explicitValuesMakeAnIntBackedEnum() throws {
        let output = try Fixtures.generate(
            Self.enumType(names: ["None", "Daily", "Weekly"], values: ["0", "1", "7"], isEnumInt: true))
        #expect(output.contains("public enum Status : Int, Codable"))
        #expect(output.contains("    case None = 0\n    case Daily = 1\n    case Weekly = 7\n"))
    }

    @Test func enumMemberValuesAreTheRawValues() throws {
        let output = try Fixtures.generate(
            Self.enumType(names: ["InProgress", "Done"], memberValues: ["in-progress", "Done"]))
        #expect(output.contains("    case InProgress = \"in-progress\"\n    case Done\n"))
    }

    @Test func swiftStyleEnumsKeepTheMemberValueOnTheWire() throws {
        var context = Fixtures.context
        context.enumNameStrategy = .swiftStyle
        let output = try Fixtures.generate(
            Self.enumType(names: ["InProgress", "Done"], memberValues: ["in-progress", "Done"]), context: context)
        #expect(output.contains("    case inProgress = \"in-progress\"\n    case done = \"Done\"\n"))
    }

    @Test func duplicateMemberValuesAreCommentedOut() throws {
        let output = try Fixtures.generate(
            Self.enumType(names: ["A", "B"], memberValues: ["same", "same"]))
        #expect(output.contains("    case A = \"same\"\n    //case B = same ignored. Duplicate raw value\n"))
    }
}
