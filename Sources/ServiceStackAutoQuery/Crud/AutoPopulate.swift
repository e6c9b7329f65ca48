import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackWire

/// A column filled by the server on every write, whatever the request says (ServiceStack's `[AutoPopulate]`).
public struct AutoPopulate: Sendable, Equatable {
    /// Where the value comes from: ServiceStack's `Eval` expressions that need no script engine.
    public enum Source: Sendable, Equatable {
        /// The current time (`utcNow`), written as UTC.
        case utcNow
        /// The current time (`now`); the same instant as `utcNow`, written with the server's offset.
        case now
        /// The signed-in user's id (`userAuthId`), or null for an anonymous caller.
        case userAuthId
        /// The signed-in user's name (`userAuthName`), or null for an anonymous caller.
        case userAuthName
        /// A constant.
        case value(WireValue)
    }

    /// The column of the table to fill.
    public let column: String
    /// Its value.
    public let source: Source

    /// Fills `column` from `source`.
    public init(_ column: String, _ source: Source) {
        self.column = column
        self.source = source
    }

    /// The value for one request; `now` is shared by every column of the request.
    func value(session: AuthSession?, now: Date) -> WireValue {
        switch source {
        case .utcNow: .string(WireDate.wcfUtc(now))
        case .now: .string(WireDate.wcf(now))
        case .userAuthId: session.map { .string($0.userId) } ?? .null
        case .userAuthName: session.map { .string($0.userName) } ?? .null
        case .value(let value): value
        }
    }
}
