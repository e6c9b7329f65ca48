import Foundation
import Hummingbird
import HummingbirdTLS
import NIOSSL

/// An HTTPS server on 127.0.0.1 with a self-signed certificate, for tests of certificate handling.
///
/// It answers `GET /api/Hello` with JSON and `GET /types/swift` with a minimal Swift DTO file.
public enum SelfSignedServer {
    /// A self-signed P-256 certificate for `localhost` and `127.0.0.1`, valid until 2126; for these tests only.
    private static let certificatePEM = """
        -----BEGIN CERTIFICATE-----
        MIIBmjCCAUGgAwIBAgIUIR9bVNQ+jjzuDOAdFQzuRdXTM0cwCgYIKoZIzj0EAwIw
        FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyMjIzNDQwOFoYDzIxMjYxMDI5
        MjM0NDA4WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
        PQMBBwNCAARGFReosS0cMnBMSG10CkbKH/L3lFSqbZzZFDVUUV+Dqjc/04UlUgDb
        JtDqCvbxjsEDufLFlnRTPz2hp7C4Hulmo28wbTAdBgNVHQ4EFgQUP5dkSWrqdOCb
        JKw6sqJqotPJgL0wHwYDVR0jBBgwFoAUP5dkSWrqdOCbJKw6sqJqotPJgL0wDwYD
        VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCgYIKoZI
        zj0EAwIDRwAwRAIgdj4BIEUsbzXgHUWDfYR+tuuRRH0ZeoJ3szoct9lepIsCICTm
        TwVR/pLhRAdPS0nUJc7XuE+Cu8zzpcKnz13hoYoO
        -----END CERTIFICATE-----
        """
    private static let privateKeyPEM = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgeSwwrg42fMtHW03m
        joUueFfFARtXUi0UvKJ71I/n2UOhRANCAARGFReosS0cMnBMSG10CkbKH/L3lFSq
        bZzZFDVUUV+Dqjc/04UlUgDbJtDqCvbxjsEDufLFlnRTPz2hp7C4Hulm
        -----END PRIVATE KEY-----
        """

    /// What `GET /types/swift` answers: the smallest reference `x` accepts.
    public static let typesSwift = """
        /* Options:
        Date: 2026-11-22 00:00:00
        Version: 8.80
        Tip: To override a DTO option, remove "//" prefix before updating
        BaseUrl: https://127.0.0.1

        //GlobalNamespace:
        //MakePropertiesOptional: True
        */

        import Foundation
        import ServiceStack

        public class TlsHello : IReturn, Codable
        {
            public typealias Return = String
            required public init(){}
        }

        """

    private static let started = Task { try await start() }

    /// The server's base URL (`https://127.0.0.1:PORT`).
    public static func baseUrl() async throws -> String { try await started.value }

    private static func start() async throws -> String {
        let certificate = try NIOSSLCertificate(bytes: Array(certificatePEM.utf8), format: .pem)
        let key = try NIOSSLPrivateKey(bytes: Array(privateKeyPEM.utf8), format: .pem)
        let tls = TLSConfiguration.makeServerConfiguration(
            certificateChain: [.certificate(certificate)], privateKey: .privateKey(key))
        let router = Router()
        router.get("/api/Hello") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"result":"Hello, TLS!"}"#)))
        }
        let (portStream, continuation) = AsyncStream.makeStream(of: Int.self)
        router.get("/types/swift") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: typesSwift)))
        }
        let app = Application(
            router: router, server: try .tls(.http1(), tlsConfiguration: tls),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) })
        Task { try await app.runService() }
        for await port in portStream { return "https://127.0.0.1:\(port)" }
        throw CancellationError()
    }
}
