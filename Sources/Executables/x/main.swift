import ServiceStackAsyncHTTPClient
import XCommandLine

// AsyncHTTPClient skips certificate checks for `--ignore-ssl-errors` on Linux too, where URLSession cannot.
CertificateIgnoringTransport.current = { hosts in
    let transport = AsyncHTTPClientTransport()
    transport.setIgnoredCertificateHosts(hosts)
    return transport
}
await XCommand.runFromCommandLine()
