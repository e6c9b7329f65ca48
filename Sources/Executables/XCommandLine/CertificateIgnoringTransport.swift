import ServiceStackReferences
import ServiceStackWire

/// The transport of requests whose certificates are not checked (`--ignore-ssl-errors`), chosen by the executable:
/// `x` sets AsyncHTTPClient's, which can skip the checks on Linux too; without one, URLSession's is used, which can
/// on Apple platforms only.
package enum CertificateIgnoringTransport {
    private static let chosen = Locked<HTTPFetcher.CertificateIgnoringTransport?>(nil)

    /// The chosen transport maker, nil for URLSession's.
    package static var current: HTTPFetcher.CertificateIgnoringTransport? {
        get { chosen.current }
        set { chosen.withLock { $0 = newValue } }
    }
}
