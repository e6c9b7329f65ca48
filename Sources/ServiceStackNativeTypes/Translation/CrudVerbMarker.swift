/// The verb marker of an AutoQuery CRUD request.
///
/// Swift protocols take no generic arguments, so `ICreateDb<Table>` and its kin are left out of generated DTOs,
/// as ServiceStack's own Swift generator leaves them out. A DTO that listed only the CRUD interface would then
/// carry no verb at all and `send` would POST it; its verb marker takes the interface's place instead.
enum CrudVerbMarker {
    private static let verbMarkers: Set<String> = ["IGet", "IPost", "IPut", "IDelete", "IPatch", "IOptions"]

    private static let markerByInterface = [
        "ICreateDb`1": "IPost", "ISaveDb`1": "IPost", "IUpdateDb`1": "IPut", "IPatchDb`1": "IPatch",
        "IDeleteDb`1": "IDelete",
    ]

    private static let markerByMethod = ["POST": "IPost", "PUT": "IPut", "PATCH": "IPatch", "DELETE": "IDelete"]

    /// The marker a type lacks: nil unless it implements a CRUD interface and lists no verb marker. The
    /// operation's `method` decides when it names a verb with a marker, else the CRUD interface does.
    static func missing(implements: [MetadataTypeName], method: String?) -> String? {
        guard !implements.contains(where: { verbMarkers.contains($0.name) }),
            let crudMarker = implements.lazy.compactMap({ markerByInterface[$0.name] }).first
        else { return nil }
        return method.flatMap { markerByMethod[$0.uppercased()] } ?? crudMarker
    }

    /// True for the CRUD interfaces (`` ICreateDb`1 ``...), whose place the missing marker takes.
    static func isCrudInterface(_ name: String) -> Bool { markerByInterface[name] != nil }
}
