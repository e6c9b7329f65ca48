import SQLKit

/// An sql-kit database backed by a pool of connections: each `withSession` holds a connection of its own until
/// its closure returns, so sessions never share a connection and statements outside sessions may run at once.
///
/// Code that runs transactions (AutoQuery CRUD) asks for this to know it needs no lock of its own around them.
public protocol PooledSQLDatabase: SQLDatabase {}
