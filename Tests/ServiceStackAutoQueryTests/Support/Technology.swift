import Foundation
import ServiceStack

/// The data model of the test table.
struct Technology: Codable, Sendable, Equatable {
    var id: Int
    var name: String
    var vendor: String?
    var year: Int
    var rating: Double?
    var isOpenSource: Bool
    var created: Date

    static let epoch = Date(timeIntervalSince1970: 1_600_000_000)
    static let vendors: [String?] = ["Apple", "Google", "Microsoft", nil]

    /// 300 rows: names `Tech001`... with a few real ones, years 1990-2024, every fourth without a vendor.
    static let rows: [Technology] = (1...300).map { id in
        let names = [7: "Swift", 8: "SwiftUI", 42: "Rust", 99: "O'Reilly 100% Pure_Go"]
        return Technology(
            id: id, name: names[id] ?? String(format: "Tech%03d", id),
            vendor: vendors[id % vendors.count], year: 1990 + id % 35,
            rating: id % 5 == 0 ? nil : Double(id % 50) / 10, isOpenSource: id % 2 == 0,
            created: epoch.addingTimeInterval(Double(id) * 86_400))
    }
}

/// A `Technology` projection for `QueryDb2`; `popularity` has no column, so it stays nil.
struct TechnologySummary: Codable, Sendable {
    var id: Int
    var name: String
    var popularity: Int?
}
