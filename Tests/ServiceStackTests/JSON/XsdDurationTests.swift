import Foundation
import ServiceStack
import Testing

@Suite struct XsdDurationTests {
    @Test(arguments: [
        (3600.0, "PT1H"), (5400.0, "PT1H30M"), (93784.0, "P1DT2H3M4S"), (0.001, "PT0.001S"), (0.0, "PT0S"),
        (86400.0, "P1D"), (-3600.0, "-PT1H"), (1.5, "PT1.5S"),
    ])
    func formatsAndParsesXsdDurations(seconds: Double, xsd: String) {
        #expect(seconds.toXsdDuration() == xsd)
        #expect(TimeInterval.fromXsdDuration(xsd) == seconds)
    }

    @Test func parsesDotNetTimeSpanAndPlainNumbers() {
        #expect(TimeInterval.fromTimeIntervalString("01:30:00") == 5400)
        #expect(TimeInterval.fromTimeIntervalString("1.02:00:00") == 93600)
        #expect(TimeInterval.fromTimeIntervalString("12.5") == 12.5)
    }

    @Test func rejectsMalformedDurations() {
        for bad in ["P", "PT", "1H", "PTXS", "P1H", "PT1D"] {
            #expect(TimeInterval.fromXsdDuration(bad) == nil, "\(bad)")
        }
    }

    @Test func timeSpanPropertiesTravelAsXsd() throws {
        let dto = GetTechnology()
        dto.duration = 5400
        let json = try #require(toJson(dto))
        #expect(json.contains(#""duration":"PT1H30M""#))
        let back = try fromJsonDataThrows(GetTechnology.self, Data(json.utf8))
        #expect(back.duration == 5400)
        let missing = try fromJsonDataThrows(GetTechnology.self, Data("{}".utf8))
        #expect(missing.duration == nil)
    }
}
