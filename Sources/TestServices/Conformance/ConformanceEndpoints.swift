import Foundation
import ServiceStackServer

/// Plain endpoints under `/test/...` that misbehave on purpose, for client conformance tests.
enum ConformanceEndpoints {
    static func register(on host: ServiceStackHost, counters: HitCounters) {
        host.addRawEndpoint("/test/html-502") { _ in
            .text(
                "<html><body><h1>502 Bad Gateway</h1></body></html>", status: 502, contentType: "text/html")
        }
        host.addRawEndpoint("/test/empty-500") { _ in HttpResult(status: 500) }
        host.addRawEndpoint("/test/text-400") { _ in .text("Bad request in plain text", status: 400) }
        host.addRawEndpoint("/test/bad-json") { _ in
            .text(#"{"result": "unterminated"#, contentType: "application/json; charset=utf-8")
        }
        host.addRawEndpoint("/test/truncated") { _ in
            HttpResult(
                headers: [("Content-Type", "application/json; charset=utf-8")],
                body: Data(#"{"result":"Hel"#.utf8),
                declaredContentLength: 1000)
        }
        host.addRawEndpoint("/test/slow") { context in
            let ms = Int(context.query("ms") ?? "") ?? 2000
            try await Task.sleep(for: .milliseconds(ms))
            return json(#"{"result":"slow","ms":\#(ms)}"#)
        }
        host.addRawEndpoint("/test/flaky") { context in
            let key = context.query("key") ?? "default"
            let failures = Int(context.query("failures") ?? "") ?? 1
            let status = Int(context.query("status") ?? "") ?? 503
            let hit = counters.increment(key)
            if hit <= failures {
                return json(
                    #"{"responseStatus":{"errorCode":"ServiceUnavailable","message":"Flaky failure \#(hit)","errors":[]}}"#,
                    status: status)
            }
            return json(#"{"result":"ok","attempts":\#(hit)}"#)
        }
        host.addRawEndpoint("/test/rate-limited") { context in
            let key = context.query("key") ?? "rate"
            let hit = counters.increment("429:" + key)
            if hit == 1 {
                var result = json(
                    #"{"responseStatus":{"errorCode":"TooManyRequests","message":"Slow down","errors":[]}}"#,
                    status: 429)
                result.headers.append(("Retry-After", "1"))
                return result
            }
            return json(#"{"result":"ok","attempts":\#(hit)}"#)
        }
        host.addRawEndpoint("/test/counter") { context in
            let key = context.query("key") ?? "default"
            return json(#"{"key":"\#(key)","count":\#(counters.count(key))}"#)
        }
        host.addRawEndpoint("/test/bytes") { _ in
            var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            bytes.append(contentsOf: (0..<248).map { UInt8($0 & 0xFF) })
            return HttpResult(headers: [("Content-Type", "image/png")], body: Data(bytes))
        }
    }

    private static func json(_ text: String, status: Int = 200) -> HttpResult {
        .text(text, status: status, contentType: "application/json; charset=utf-8")
    }
}
