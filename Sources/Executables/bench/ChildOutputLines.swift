import Foundation

/// The lines a child process writes to its standard output, read one at a time as they arrive.
struct ChildOutputLines {
    private let output: FileHandle
    private let childName: String
    private var pending = Data()

    /// Reads `output`; `childName` names the child in the error when it exits mid-line.
    init(_ output: FileHandle, childName: String) {
        self.output = output
        self.childName = childName
    }

    /// The next line, without its newline; blocks until it has arrived.
    mutating func next() throws -> String {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[(newline + 1)...])
                return line
            }
            let chunk = output.availableData
            guard !chunk.isEmpty else { throw BenchError.unexpected("\(childName) exited") }
            pending.append(chunk)
        }
    }
}
