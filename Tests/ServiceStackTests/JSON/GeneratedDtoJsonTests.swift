import Foundation
import ServiceStack
import Testing

@Suite struct GeneratedDtoJsonTests {
    @Test func pascalCaseDescriptionReadsCamelCaseKey() throws {
        let response = try fromJsonDataThrows(GetTechnologyResponse.self, Data(#"{"description":"fast"}"#.utf8))
        #expect(response.Description == "fast")
    }

    @Test func subclassWithTimeSpanAndBytesRoundTrips() throws {
        let json = #"{"id":7,"elapsed":"PT2M","bytes":"AQID"}"#
        let timed = try fromJsonDataThrows(Timed.self, Data(json.utf8))
        #expect(timed.id == 7)
        #expect(timed.elapsed == 120)
        #expect(timed.bytes == [1, 2, 3])
    }

    @Test func queryDbSubclassEncodesBaseAndOwnFields() throws {
        let query = QueryRockstars()
        query.skip = 10
        query.take = 5
        query.age = 27
        let json = try #require(toJson(query))
        let back = try fromJsonDataThrows(QueryRockstars.self, Data(json.utf8))
        #expect(back.skip == 10 && back.take == 5 && back.age == 27)
    }

    @Test func queryResponseDecodesResultsAndDefaults() throws {
        let json = #"{"offset":0,"total":2,"results":[{"id":1,"firstName":"Jimi"},{"id":2,"firstName":"Kurt"}]}"#
        let response = try fromJsonDataThrows(QueryResponse<Rockstar>.self, Data(json.utf8))
        #expect(response.total == 2)
        #expect(response.results.map(\.firstName) == ["Jimi", "Kurt"])
        #expect(response.meta.isEmpty)
    }

    @Test func responseStatusWithFieldErrorsDecodes() throws {
        let json = #"""
            {"errorCode":"NotEmpty","message":"'Name' must not be empty.","errors":[{"errorCode":"NotEmpty","fieldName":"Name","message":"'Name' must not be empty.","meta":{"PropertyName":"Name"}}]}
            """#
        let status = try fromJsonDataThrows(ResponseStatus.self, Data(json.utf8))
        #expect(status.errors.first?.fieldName == "Name")
        #expect(status.errors.first?.meta["PropertyName"] == "Name")
    }

    @Test func malformedJsonIsNilNotACrash() {
        #expect(fromJson(HelloResponse.self, "{\"result\":") == nil)
        #expect(fromJson(HelloResponse.self, "<html>") == nil)
    }
}
