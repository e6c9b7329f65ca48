import SQLKit
import ServiceStack
import ServiceStackServer
import ServiceStackWire

/// The statements of each operation, run on one transaction's session. Every statement returns the rows it
/// wrote (`RETURNING`), so the stored row is read in the same statement and transaction.
struct CrudStatements {
    /// What a write did.
    struct Written {
        var id: WireValue?
        var count: Int
        var row: CrudRow?
    }

    let target: CrudTarget
    let database: any SQLDatabase
    let engine: any SQLEngine

    private var table: SQLIdentifier { SQLIdentifier(target.table) }
    private var key: String { target.primaryKey.name }
    private var returning: [any SQLExpression] { target.returnedColumns.map { SQLIdentifier($0) } }

    /// Writes `values`; for a hard delete, `values` are the filters and `stamps` the columns filled first.
    func write(_ values: CrudRow, stamps: CrudRow) async throws -> Written {
        switch target.effectiveOperation {
        case .create: try await insert(values)
        case .update, .patch: try await update(values)
        case .delete: try await delete(values, stamps: stamps)
        case .save: try await save(values)
        }
    }

    private func insert(_ values: CrudRow) async throws -> Written {
        let assignments = try CrudSQL.assignments(CrudRow(values.pairs.filter { $0.value != .null }), target: target)
        if assignments.isEmpty {
            // Every column takes its default; `DEFAULT VALUES` has no builder.
            let raw = database.raw(
                "INSERT INTO \(ident: target.table) DEFAULT VALUES RETURNING \(idents: target.returnedColumns, joinedBy: ", ")"
            )
            return try await stored(run(writing: values) { try await raw.all() }, id: nil)
        }
        let statement = database.insert(into: table).columns(assignments.map(\.column))
            .values(assignments.map(\.value)).returning(returning)
        return try await stored(run(writing: values) { try await statement.all() }, id: nil)
    }

    private func update(_ values: CrudRow) async throws -> Written {
        guard let id = values[key], id != .null else {
            throw ArgumentError("\(key) is required to find the \(target.table) row", paramName: key)
        }
        var changes = values
        changes[key] = nil
        let rows = try await updateRows(changes, where: CrudRow([(key, id)]))
        guard let first = rows.first else { throw notFound(id) }
        return Written(id: id, count: rows.count, row: first)
    }

    private func delete(_ filters: CrudRow, stamps: CrudRow) async throws -> Written {
        guard !filters.isEmpty else {
            throw ArgumentError(
                "A delete needs a condition: set \(key) or another property of the request", paramName: key)
        }
        if !stamps.isEmpty { _ = try await updateRows(stamps, where: filters) }
        let predicate = try CrudSQL.predicate(filters, target: target)
        let statement = database.delete(from: table).where(predicate).returning(returning)
        let rows = try await run(writing: filters) { try await statement.all() }.map {
            try CrudSQL.read($0, schema: target.schema)
        }
        let id = filters[key]
        if let id, rows.isEmpty { throw notFound(id) }
        return Written(id: id, count: rows.count, row: rows.count == 1 ? rows.first : nil)
    }

    private func save(_ values: CrudRow) async throws -> Written {
        var row = values
        guard let id = values[key], !CrudValues.isDefault(id) else {
            row[key] = nil
            return try await insert(row)
        }
        row[key] = nil
        let rows = try await updateRows(row, where: CrudRow([(key, id)]))
        if let first = rows.first { return Written(id: id, count: rows.count, row: first) }
        row[key] = id
        return try await insert(row)
    }

    /// Updates the rows `filters` find with `changes`, returning them as stored.
    private func updateRows(_ changes: CrudRow, where filters: CrudRow) async throws -> [CrudRow] {
        let statement = database.update(table)
        let assignments = try CrudSQL.assignments(changes, target: target)
        // A patch that sets nothing still finds its row and reports it.
        if assignments.isEmpty { statement.set(SQLIdentifier(key), to: SQLIdentifier(key)) }
        for assignment in assignments { statement.set(assignment.column, to: assignment.value) }
        statement.where(try CrudSQL.predicate(filters, target: target))
        let returning = statement.returning(self.returning)
        return try await run(writing: changes) { try await returning.all() }.map {
            try CrudSQL.read($0, schema: target.schema)
        }
    }

    private func stored(_ rows: [any SQLRow], id: WireValue?) throws -> Written {
        let row = try rows.first.map { try CrudSQL.read($0, schema: target.schema) }
        return Written(id: row?[key] ?? id, count: rows.count, row: row)
    }

    private func notFound(_ id: WireValue) -> HttpError {
        let message = "No \(target.table) has \(key) \(ErrorExcerpt.quote(id.queryValue))"
        return HttpError(
            status: 404, message: message,
            fieldErrors: [FieldError(errorCode: "NotFound", fieldName: key, message: message)])
    }

    /// Runs a statement writing (or filtering by) `values`; the database's errors become constraint violations,
    /// which name their columns even where the database does not, or query failures.
    private func run<Result>(writing values: CrudRow, _ statement: () async throws -> Result) async throws -> Result {
        do {
            return try await statement()
        } catch {
            let failure = WriteFailure.map(
                error, schema: target.schema, operation: target.effectiveOperation, engine: engine)
            guard let violation = failure as? ConstraintViolation, violation.columns.isEmpty else { throw failure }
            switch violation.kind {
            case .stillReferenced:
                throw ConstraintViolation(kind: .stillReferenced, columns: [key])
            case .missingReference:
                let written = Set(values.columns.map { $0.lowercased() })
                let columns = await engine.foreignKeyColumns(of: target.table, on: database).compactMap {
                    target.schema.column(named: $0)?.name
                }
                throw ConstraintViolation(
                    kind: .missingReference, columns: columns.filter { written.contains($0.lowercased()) })
            default:
                throw violation
            }
        }
    }
}
