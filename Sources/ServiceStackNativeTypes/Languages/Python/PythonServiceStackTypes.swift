import Foundation

/// Types the `servicestack` PyPI package already defines and exports (`from servicestack import *`). As
/// ServiceStack's Python generator does, the reference does not declare them again: a second class of the same name
/// would shadow the package's (and mypy reports it as a redefinition).
enum PythonServiceStackTypes {
    static let provided: Set<String> = [
        "KeyValuePair", "ResponseError", "ResponseStatus", "QueryBase", "QueryDb", "QueryData", "QueryResponse",
        "Authenticate", "AuthenticateResponse", "AssignRoles", "AssignRolesResponse", "UnAssignRoles",
        "UnAssignRolesResponse", "ConvertSessionToToken", "ConvertSessionToTokenResponse", "GetAccessToken",
        "GetAccessTokenResponse", "CancelRequest", "CancelRequestResponse", "UpdateEventSubscriber",
        "UpdateEventSubscriberResponse", "UserApiKey", "GetApiKeys", "GetApiKeysResponse", "RegenerateApiKeys",
        "RegenerateApiKeysResponse", "NavItem", "GetNavItems", "GetNavItemsResponse", "EmptyResponse", "IdResponse",
        "StringResponse", "StringsResponse", "AuditBase",
    ]

    /// True when the package provides the type this metadata name (`QueryResponse`1`) declares.
    static func isProvided(_ name: String) -> Bool {
        provided.contains(PythonTypeOrder.baseName(name))
    }
}
