import TestSupport

/// Samples of the types the hand-written `catalog.metadata.json` describes: inheritance from an abstract base with
/// audit columns, enums with member values and integer values, durations, a generic base, a nested type, an
/// AutoQuery request and keyword property names.
enum CatalogSamples {
    static let all: [JSONSample] = [
        JSONSample(
            type: "Book",
            json:
                #"{"createdBy":"admin","id":1,"title":"Dune","kind":"Book","tags":["sf"],"isbn":"0441013597","pages":412,"format":"e-book","rating":2,"price":9.5,"authors":[{"id":3,"name":"Frank","links":{"web":"https://dune.example"}}],"authorId":3}"#
        ),
        JSONSample(
            type: "Album",
            json:
                #"{"id":2,"title":"Blue","kind":"Album","tracks":[{"no":1,"title":"One","duration":"PT3M"}]}"#
        ),
        JSONSample(type: "BookPage", json: #"{"items":[{"id":1,"title":"Dune","rating":4}],"total":1}"#),
        JSONSample(
            type: "Shelf", json: #"{"name":"sf","slots":[{"position":1,"item":{"id":1,"title":"Dune"}}]}"#),
        JSONSample(
            type: "QueryBooks",
            json: #"{"skip":1,"take":2,"titleContains":"Du","formats":["hardcover","e-book"],"minPages":100}"#),
        JSONSample(
            type: "Operator",
            json:
                #"{"default":"d","protocol":"p","is":true,"where":"w","event":"e","params":["a"],"id":"00000000-0000-0000-0000-000000000001","urlPath":"/x","kind":"Film"}"#
        ),
    ]
}
