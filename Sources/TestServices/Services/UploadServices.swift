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
                throw HttpError(status: 400, message: "No file uploaded")
            }
            let response = SpeechToTextResponse()
            let contents = String(decoding: file.data, as: UTF8.self)
            response.result = "\(file.fieldName), \(contents), \(file.fileName), \(file.contentType)"
            response.refId = request.refId
            response.tag = request.tag
            return response
        }
    }
}
