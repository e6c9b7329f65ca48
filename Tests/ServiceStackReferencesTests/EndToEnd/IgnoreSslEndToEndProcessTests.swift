import Foundation
import TLSTestServer
import TestSupport
import Testing

/// `--ignore-ssl-errors` against an HTTPS server with a self-signed certificate.
@Suite(.serialized, .tags(.processes))
struct IgnoreSslEndToEndProcessTests {
    @Test func selfSignedServerIsRefusedUnlessIgnoringCertificateErrors() async throws {
        let server = try await SelfSignedServer.baseUrl()
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        let refused = try await XExecutable.run(["swift", server, "Tls"], in: folder.url)
        #expect(refused.status != 0, "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("Tls.dtos.swift").path))

        let accepted = try await XExecutable.run(["swift", server, "Tls", "--ignore-ssl-errors"], in: folder.url)
        #expect(accepted.status == 0, "\(accepted)")
        #expect(try folder.read("Tls.dtos.swift").contains("public class TlsHello"))
    }
}
