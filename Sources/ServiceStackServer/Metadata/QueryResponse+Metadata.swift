import ServiceStack

/// ServiceStack declares `Offset` and `Total` as `int`: always sent (0 when unknown). The Swift properties stay
/// optional, as ServiceStack.Swift declares them, so code written against either reads them the same way.
extension QueryResponse: MetadataDescribing {
    public static var metadataProperties: [String: PropertyDescription] {
        [
            "offset": PropertyDescription(type: "Int32", isValueType: true),
            "total": PropertyDescription(type: "Int32", isValueType: true),
        ]
    }
}
