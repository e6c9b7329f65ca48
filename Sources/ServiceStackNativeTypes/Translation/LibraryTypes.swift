import Foundation

/// Facts about types the ServiceStack Swift library already defines.
enum LibraryTypes {
    /// .NET types never generated, because the library defines them (spec 11.1).
    static let ignoredTypeNames: Set<String> = [
        "QueryBase", "QueryDb`1", "QueryDb`2", "QueryData`1", "QueryData`2", "QueryResponse`1",
        "AuditBase",
        "EmptyResponse", "ResponseStatus", "ResponseError", "ErrorResponse", "Service",
        // Marker interfaces: the library's protocols are used instead.
        "IReturn`1", "IReturnVoid", "IGet", "IPost", "IPut", "IDelete", "IPatch", "IOptions",
        "IHasSessionId",
        "IHasBearerToken", "IHasVersion", "IMeta", "ICreateDb`1", "IUpdateDb`1", "IPatchDb`1",
        "IDeleteDb`1",
        "ISaveDb`1",
    ]

    /// Interfaces left out of `implements` lists (the Swift handler does not export them).
    static let droppedInterfaces: Set<String> = [
        "IReturn`1", "IReturnVoid", "IMeta", "ICreateDb`1", "IUpdateDb`1", "IPatchDb`1", "IDeleteDb`1",
        "ISaveDb`1",
    ]

    /// AutoQuery base types: their requests never get initialized collections.
    static let autoQueryBases: Set<String> = ["QueryDb`1", "QueryDb`2", "QueryData`1", "QueryData`2"]

    /// Base classes whose no-argument initializer must call `super.init()`.
    static let overrideInitForBaseClasses: Set<String> = ["NSObject"]

    /// Properties that library base classes declare, so subclasses must not redeclare them.
    static let inheritedProperties: [String: Set<String>] = [
        "QueryBase": ["skip", "take", "orderBy", "orderByDesc", "include", "fields", "meta"],
        "QueryDb`1": ["skip", "take", "orderBy", "orderByDesc", "include", "fields", "meta"],
        "QueryDb`2": ["skip", "take", "orderBy", "orderByDesc", "include", "fields", "meta"],
        "QueryData`1": ["skip", "take", "orderBy", "orderByDesc", "include", "fields", "meta"],
        "QueryData`2": ["skip", "take", "orderBy", "orderByDesc", "include", "fields", "meta"],
        "AuditBase": [
            "createdDate", "createdBy", "modifiedDate", "modifiedBy", "deletedDate", "deletedBy",
        ],
        "QueryResponse`1": ["offset", "total", "results", "meta", "responseStatus"],
        "ResponseStatus": ["errorCode", "message", "stackTrace", "errors", "meta"],
    ]

    /// Optional properties required by the library's marker protocols, by .NET interface name.
    static let optionalRequirements: [String: Set<String>] = [
        "IHasSessionId": ["sessionId"], "IHasBearerToken": ["bearerToken"], "IHasVersion": ["version"],
    ]

    /// Property names replaced by an "ignored" comment (spec 11.4).
    static let ignoredPropertyNames: Set<String> = ["ProviderOAuthAccess"]
}
