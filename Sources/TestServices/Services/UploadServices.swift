import Foundation
import ServiceStack
import ServiceStackServer

/// Services that echo uploaded files.
enum UploadServices {
    static func register(on host: ServiceStackHost) {
        host.register(TestFileUploads.self) { request, context in
            let response = TestFileUploadsResponse()
            response.id = request.id
            response.refId = request.refId
            if let first = context.files.first {
                response.fileName = first.fileName
                response.contentLength = first.contentLength
                response.contentType = first.contentType
                response.contents = String(decoding: first.data, as: UTF8.self)
            }
            response.files = context.files.map { file in
                let info = UploadInfo()
                info.name = file.fieldName
                info.fileName = file.fileName
                info.contentLength = file.contentLength
                info.contentType = file.contentType
                info.contents = String(decoding: file.data, as: UTF8.self)
                return info
            }
            return response
        }
        host.register(SpeechToText.self) { request, context in
            guard let file = context.files.first else {
                throw ArgumentError("No file uploaded", paramName: "Audio")
            }
            let response = TextGenerationResponse()
            response.results = [
                TextOutput(text: "\(file.fieldName), Audio \(file.data.count), \(file.fileName), \(file.contentType)"),
                TextOutput(text: "Tag \(request.tag ?? "")"),
                TextOutput(text: "RefId \(request.refId ?? "")"),
            ]
            return response
        }
    }
}
