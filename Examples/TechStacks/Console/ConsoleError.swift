import Foundation
import ServiceStack

/// Turns client errors into one readable line for the terminal.
enum ConsoleError {
    static func message(for error: any Error) -> String {
        if let error = error as? WebServiceError {
            let code = error.status.errorCode ?? error.statusDescription
            let message = error.status.message ?? error.statusDescription
            let fields = error.status.errors.filter { $0.message != message }.compactMap { field in
                field.fieldName.map { "\($0): \(field.message ?? "")" }
            }
            return "\(error.statusCode) \(code): \(message)"
                + (fields.isEmpty ? "" : " (\(fields.joined(separator: "; ")))")
        }
        if let error = error as? ServiceClientError {
            switch error {
            case .connectionFailed(let url, let reason): return "Cannot reach \(url): \(reason)"
            case .timedOut(let url): return "Timed out calling \(url)"
            default: return String(describing: error)
            }
        }
        return String(describing: error)
    }
}
