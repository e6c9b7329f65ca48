// A host on SQLite opens its database with sqlite-kit (`SQLiteConnection`, `SQLiteConnectionSource`): importing
// this adapter brings them, so the host needs no dependency of its own on sqlite-kit.
@_exported import SQLiteKit
