import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    static func httpResponse(of error: WebServiceError, request: URLRequest) -> HTTPURLResponse? {
        guard let url = error.url ?? request.url else { return nil }
        return HTTPURLResponse(
            url: url, statusCode: error.statusCode, httpVersion: "HTTP/1.1", headerFields: error.headers)
    }
}
