import Logging
import TestSupport
import Testing

@testable import ServiceStackPostgres

@Suite("The pool's start-up warning")
struct PoolStartLogHandlerTests {
    private static let warning: Logger.Message =
        "Trying to lease connection from `PostgresClient`, but `PostgresClient.run()` hasn't been called yet."

    private func logger(into log: RecordedLog, hasRunBegun: Bool) -> Logger {
        var upstream = log.logger()
        upstream.logLevel = .info
        return Logger(label: "pool") { _ in PoolStartLogHandler(upstream: upstream, hasRunBegun: { hasRunBegun }) }
    }

    @Test func aLeaseFromAPoolNeverRunStillWarns() {
        let log = RecordedLog()
        logger(into: log, hasRunBegun: false).warning(Self.warning)
        #expect(log.messages == [Self.warning.description])
    }

    @Test func onceRunHasBegunTheWarningIsDebugOnly() {
        let log = RecordedLog()
        let logger = logger(into: log, hasRunBegun: true)
        logger.warning(Self.warning)
        logger.warning("connection lost")
        logger.info("connected")
        #expect(log.messages == ["connection lost", "connected"])
    }
}
