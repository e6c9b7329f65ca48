import Foundation

/// One Server Events message: `data: [channel@]selector json`, as a stream or a client sees it.
package struct EventFrame: Sendable {
    /// Everything after `data: ` (lines joined by `\n`).
    package var data: String

    /// `cmd.onConnect`, `shared@cmd.onJoin`: the text before the first space.
    package var selector: String { String(data.prefix { $0 != " " }) }

    /// The JSON after the selector, as an object when it is one.
    var body: [String: Any]? {
        guard let space = data.firstIndex(of: " ") else { return nil }
        let json = Data(data[data.index(after: space)...].utf8)
        return (try? JSONSerialization.jsonObject(with: json)) as? [String: Any]
    }

    var isConnect: Bool { selector.hasSuffix("cmd.onConnect") }
}

/// Splits a Server Events body into frames as it arrives: a blank line ends a frame, `data:` lines make its data.
package struct EventFrameParser: Sendable {
    private var line: [UInt8] = []
    private var dataLines: [String] = []
    /// The longest line kept (the rest is counted, not stored): a cost probe may receive very long frames.
    private let maxLineBytes: Int

    package init(maxLineBytes: Int = 1 << 20) {
        self.maxLineBytes = maxLineBytes
    }

    package mutating func feed(_ bytes: some Collection<UInt8>) -> [EventFrame] {
        var frames: [EventFrame] = []
        for byte in bytes {
            guard byte == UInt8(ascii: "\n") else {
                if byte != UInt8(ascii: "\r"), line.count < maxLineBytes { line.append(byte) }
                continue
            }
            if line.isEmpty {
                if !dataLines.isEmpty { frames.append(EventFrame(data: dataLines.joined(separator: "\n"))) }
                dataLines = []
            } else if line.starts(with: Array("data:".utf8)) {
                var value = line.dropFirst(5)
                if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
                dataLines.append(String(decoding: value, as: UTF8.self))
            }
            line = []
        }
        return frames
    }
}
