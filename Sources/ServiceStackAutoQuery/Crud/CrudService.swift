import SQLKit
import ServiceStack
import ServiceStackServer

/// Serves one AutoQuery CRUD request type: collects the values, runs the hooks and the statements in one
/// transaction, and fills the response.
struct CrudService<Request: Encodable & SendableMetatype>: Sendable {
    let target: CrudTarget
    let options: CrudOptions<Request>
    let transactions: CrudTransactions

    /// Writes `request` and returns what the write did, after its commit and `afterCommit`.
    func write(_ request: Request, context: ServiceContext) async throws -> CrudOutcome<Request> {
        var values = try CrudValues.collect(request, target: target)
        let session = target.populates.isEmpty ? context.session : await context.getSessionAsync()
        var stamps = CrudValues.populated(target, session: session)
        if target.effectiveOperation != .delete {
            for stamp in stamps.pairs { values[stamp.column] = stamp.value }
            stamps = CrudRow()
        }
        if let beforeWrite = options.beforeWrite {
            try await beforeWrite(
                &values,
                CrudWriteContext(operation: target.operation, request: request, table: target.table, context: context))
        }
        let pending = Pending(
            outcome: CrudOutcome(
                operation: target.operation, request: request, table: target.table, context: context,
                database: transactions.database, id: nil, count: 0, row: nil))
        let target = self.target
        let engine = transactions.engine
        let afterWrite = options.afterWrite
        // One statement (its RETURNING is the re-read) needs no explicit transaction; hooks and saves do.
        let singleStatement =
            afterWrite == nil && target.effectiveOperation != .save
            && (target.effectiveOperation != .delete || stamps.isEmpty)
        let committed = try await transactions.run(singleStatement: singleStatement) { [values, stamps] session in
            let statements = CrudStatements(target: target, database: session, engine: engine)
            let written = try await statements.write(values, stamps: stamps)
            var outcome = pending.outcome
            outcome.database = session
            outcome.id = written.id
            outcome.count = written.count
            outcome.row = target.returnsRow ? written.row : nil
            if let afterWrite {
                do {
                    try await afterWrite(&outcome)
                } catch {
                    // A hook's statements break the same rules as the write's own.
                    throw WriteFailure.map(
                        error, schema: target.schema, operation: target.effectiveOperation, engine: engine)
                }
            }
            return Pending(outcome: outcome)
        }
        var outcome = committed.outcome
        outcome.database = transactions.database
        if let afterCommit = options.afterCommit { await afterCommit(outcome) }
        return outcome
    }
}

/// Carries an outcome, which holds the request DTO, into and out of the transaction's session closure.
///
/// `@unchecked`: the request is bound for this HTTP request alone and the write awaits the closure, so the
/// value is never used from two tasks at once.
private struct Pending<Request>: @unchecked Sendable {
    let outcome: CrudOutcome<Request>
}
