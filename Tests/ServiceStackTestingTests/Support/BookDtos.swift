import Foundation
import ServiceStack

/// Request and response DTOs in the style of generated code, for the stub tests.
final class SearchBooks: IReturn, IGet, Codable {
    typealias Return = BooksResponse
    var query: String?
    var take: Int?
    var tag: String?
    var ids: [Int]?
    var labels: [String]?
    var onlyAvailable: Bool?
    var range: [String: Int]?
    init(query: String? = nil, take: Int? = nil, tag: String? = nil) {
        self.query = query
        self.take = take
        self.tag = tag
    }
}

final class CreateBook: IReturn, IPost, Codable {
    typealias Return = BookResponse
    var title: String?
    var authors: [String]?
    var year: Int?
    init(title: String? = nil, authors: [String]? = nil, year: Int? = nil) {
        self.title = title
        self.authors = authors
        self.year = year
    }
}

final class DeleteBook: IReturnVoid, IDelete, Codable {
    var id: Int?
    init() {}
    init(id: Int?) { self.id = id }
}

final class Book: Codable {
    var id: Int?
    var title: String?
    init(id: Int? = nil, title: String? = nil) {
        self.id = id
        self.title = title
    }
}

final class BookResponse: Codable {
    var book: Book?
    var responseStatus: ResponseStatus?
    init(book: Book? = nil) { self.book = book }
}

final class BooksResponse: Codable {
    var results: [Book]?
    var total: Int?
    init(results: [Book]? = nil, total: Int? = nil) {
        self.results = results
        self.total = total
    }
}

/// The URL of a file in `Fixtures/`, found from this file's location.
func fixtureURL(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent(name)
}
