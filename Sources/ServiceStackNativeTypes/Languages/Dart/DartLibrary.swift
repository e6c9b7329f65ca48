import Foundation

/// The types the `servicestack` Dart package defines, which a Dart reference leaves out whatever
/// `AddServiceStackTypes` says, as ServiceStack's Dart service removes them: the `IReturn` markers, the verb and
/// CRUD interfaces, and the client DTOs (`ResponseStatus`, AutoQuery's bases, the auth and API key DTOs…).
enum DartLibrary {
    static let typeNames: Set<String> = [
        "IReturn`1", "IReturnVoid", "IGet", "IPost", "IPut", "IDelete", "IPatch", "IOptions", "IMeta",
        "IHasSessionId", "IHasBearerToken", "IHasVersion", "ICreateDb`1", "IUpdateDb`1", "IPatchDb`1",
        "IDeleteDb`1", "ISaveDb`1", "ResponseStatus", "ResponseError", "EmptyResponse", "IdResponse",
        "StringResponse", "StringsResponse", "QueryBase", "QueryData`1", "QueryDb`1", "QueryDb`2",
        "QueryResponse`1", "KeyValuePair`2", "Tuple`1", "Tuple`2", "Tuple`3", "Tuple`4", "Authenticate",
        "AuthenticateResponse", "Register", "RegisterResponse", "AssignRoles", "AssignRolesResponse", "UnAssignRoles",
        "UnAssignRolesResponse", "CancelRequest", "CancelRequestResponse", "UpdateEventSubscriber",
        "UpdateEventSubscriberResponse", "GetEventSubscribers", "GetApiKeys", "GetApiKeysResponse",
        "RegenerateApiKeys", "RegenerateApiKeysResponse", "UserApiKey", "ConvertSessionToToken",
        "ConvertSessionToTokenResponse", "GetAccessToken", "GetAccessTokenResponse", "NavItem", "GetNavItems",
        "GetNavItemsResponse", "MetadataApp", "GetFile", "FileContent", "StreamFiles", "StreamServerEvents",
        "AuditBase", "BackgroundJobBase", "BackgroundJobOptions", "BackgroundJob", "JobSummary", "ScheduledTask",
        "CompletedJob", "FailedJob", "WorkerStats",
    ]

    static func definesType(named name: String) -> Bool {
        typeNames.contains(name)
    }
}
