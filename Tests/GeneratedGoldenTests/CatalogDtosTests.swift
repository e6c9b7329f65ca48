import CatalogDefault
import Foundation
import TestSupport
import Testing

/// The catalog document's default output, compiled by the package build as `CatalogDefault`, round-trips JSON.
@Suite struct CatalogDtosTests {
    @Test func samplesRoundTrip() throws {
        try JSONRoundTrip.expectSamples(
            CatalogSamples.all,
            [
                "Book": Book.self, "Album": Album.self, "BookPage": BookPage.self, "Shelf": Shelf.self,
                "QueryBooks": QueryBooks.self, "Operator": Operator.self,
            ])
    }
}
