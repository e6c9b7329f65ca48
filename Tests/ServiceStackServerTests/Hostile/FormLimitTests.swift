import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import Testing

/// Form bodies, query strings and multipart bodies are bounded in fields, and multipart header names that
/// multipart-kit cannot read are refused before it sees them (it trapped on them).
@Suite struct FormLimitTests {
    @Test func formBodyWithTooManyFieldsIs400() async throws {
        try await makeTestHost().test(.inMemory) { client in
            let body = (0..<100_000).map { "f\($0)=v" }.joined(separator: "&")
            let exchange = try await client.execute(
                "POST", "api/Hello",
                headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data(body.utf8))
            #expect(exchange.status == 400)
            #expect(exchange.responseStatus?.errorCode == "TooManyFields")
            try await expectStillServing(client)
        }
    }

    @Test func formBodyAtTheLimitIsAccepted() async throws {
        var config = HostConfig()
        config.maxFormFields = 10
        try await makeTestHost(config: config).test(.inMemory) { client in
            let body = (["name=ok"] + (1..<10).map { "f\($0)=v" }).joined(separator: "&")
            let exchange = try await client.execute(
                "POST", "api/Hello",
                headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data(body.utf8))
            #expect(exchange.status == 200, "\(exchange.text)")
            let over = try await client.execute(
                "POST", "api/Hello",
                headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data((body + "&g=1").utf8))
            #expect(over.status == 400)
        }
    }

    @Test func queryStringWithTooManyFieldsIs400() async throws {
        try await makeTestHost().test(.inMemory) { client in
            let query = (0..<5_000).map { "q\($0)=1" }.joined(separator: "&")
            let exchange = try await client.execute("GET", "api/Hello?" + query)
            #expect(exchange.status == 400)
            #expect(exchange.responseStatus?.errorCode == "TooManyFields")
        }
    }

    @Test func jsonBodyWithTooManyValuesIs400() async throws {
        var config = HostConfig()
        config.maxJsonValues = 100
        try await makeTestHost(config: config).test(.inMemory) { client in
            let list = (0..<98).map { _ in "\"a\"" }.joined(separator: ",")
            let atLimit = try await client.execute(
                "POST", "api/AllTypes", headers: ["Content-Type": "application/json"],
                body: Data("{\"stringList\":[\(list)]}".utf8))
            #expect(atLimit.status == 200, "\(atLimit.text)")
            let over = try await client.execute(
                "POST", "api/AllTypes", headers: ["Content-Type": "application/json"],
                body: Data("{\"stringList\":[\(list),\"b\"]}".utf8))
            #expect(over.status == 400)
            #expect(over.responseStatus?.errorCode == "TooManyValues")
        }
    }

    private func multipart(_ parts: [String], boundary: String = "XyZ") -> Data {
        var body = Data()
        for part in parts { body.append(Data("--\(boundary)\r\n\(part)\r\n".utf8)) }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    @Test(arguments: ["api/Hello", "api/TestFileUploads"])
    func nonAsciiMultipartHeaderNameIs400(path: String) async throws {
        try await makeTestHost().test(.inMemory) { client in
            var body = Data("--XyZ\r\nContent-D".utf8)
            body.append(0xA1)
            body.append(Data("sposition: form-data; name=\"refId\"\r\n\r\n1\r\n--XyZ--\r\n".utf8))
            let exchange = try await client.execute(
                "POST", path, headers: ["Content-Type": "multipart/form-data; boundary=XyZ"],
                body: body)
            #expect(exchange.status == 400, "\(exchange.text)")
            #expect(exchange.responseStatus?.errorCode == "SerializationException")
            try await expectStillServing(client)
        }
    }

    @Test func nonAsciiBytesInMultipartValuesAndFileNamesAreFine() async throws {
        try await makeTestHost().test(.inMemory) { client in
            let body = multipart([
                "Content-Disposition: form-data; name=\"name\"\r\n\r\nJosé: ünïcode"
            ])
            let exchange = try await client.execute(
                "POST", "api/Hello", headers: ["Content-Type": "multipart/form-data; boundary=XyZ"],
                body: body)
            #expect(exchange.status == 200, "\(exchange.text)")
            #expect(exchange.text.contains("José: ünïcode"))
        }
    }

    @Test func multipartWithTooManyPartsIs400() async throws {
        var config = HostConfig()
        config.maxFormFields = 5
        try await makeTestHost(config: config).test(.inMemory) { client in
            let parts = (0..<6).map { "Content-Disposition: form-data; name=\"f\($0)\"\r\n\r\nv" }
            let exchange = try await client.execute(
                "POST", "api/Hello", headers: ["Content-Type": "multipart/form-data; boundary=XyZ"],
                body: multipart(parts))
            #expect(exchange.status == 400)
            #expect(exchange.responseStatus?.errorCode == "TooManyFields")
        }
    }
}
