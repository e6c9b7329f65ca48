import CatalogStructs
import Foundation
import TestSupport
import Testing

/// The catalog document's struct-mode output (with identity conformances), compiled by the package build as `CatalogStructs`, round-trips JSON.
@Suite struct CatalogStructDtosTests {
    @Test func samplesRoundTrip() throws {
        try JSONRoundTrip.expectSamples(
            CatalogSamples.all,
            [
                "Book": Book.self, "Album": Album.self, "BookPage": BookPage.self, "Shelf": Shelf.self,
                "QueryBooks": QueryBooks.self, "Operator": Operator.self,
            ])
    }
}
