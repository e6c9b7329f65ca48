import Foundation
import FuzzParsers

/// Seeded inputs for the parser entry points: every corpus file first, then mutations of them.
package struct ParserPlan: Sendable {
    package struct Input: Sendable {
        package var target: ParserTarget
        package var bytes: [UInt8]
    }

    private let seeds: [Input]
    package let seed: UInt64
    /// Mutated inputs after the seeds; the plan is long enough for any time budget.
    package var count: Int { seeds.count + 10_000_000 }

    /// Seeds from `corpus/<target>/*` (sorted) and a few built-in ones.
    package init(corpus: URL?, seed: UInt64) {
        self.seed = seed
        var inputs: [Input] = []
        for target in ParserTarget.allCases {
            for text in Self.builtIn[target] ?? [] { inputs.append(Input(target: target, bytes: Array(text.utf8))) }
            guard let folder = corpus?.appendingPathComponent(target.rawValue),
                let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
            else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) {
                    inputs.append(Input(target: target, bytes: [UInt8](data)))
                }
            }
        }
        seeds = inputs
    }

    package func input(at index: Int) -> Input {
        if index < seeds.count { return seeds[index] }
        var random = SeededRandom.forItem(index, seed: seed)
        guard var input = seeds.randomElement(using: &random) else { return Input(target: .json, bytes: []) }
        for _ in 0..<Int.random(in: 1...4, using: &random) { mutate(&input.bytes, using: &random) }
        return input
    }

    /// The input as a case, for reproducer files.
    package func fuzzCase(at index: Int) -> FuzzCase {
        let input = input(at: index)
        return FuzzCase(
            label: "parser:\(input.target.rawValue) input #\(index)", method: "", target: [], raw: input.bytes,
            crashClass: "parser:\(input.target.rawValue)")
    }

    private static let tokens: [[UInt8]] =
        [
            "1e400", "-1e400", "9223372036854775808", "NaN", "[", "]", "{", "}", "\"", ":", ",", "%", "%FF", "\r\n",
            "--b0undary", "/Date(", ")/", "P", "T", "9999999999999999999", ".", "-", "+", "\\u", "\\",
            "Content-Disposition: form-data; name=\"a\"\r\n\r\n", "&", "=",
            "Transfer-Encoding: chunked\r\n", "Content-Length: ", "\r\n0\r\n\r\n", "fffffffffffffff", ";",
        ].map { Array($0.utf8) } + [[0xFF], [0xA1], [0x00], [0xC3]]

    private func mutate(_ bytes: inout [UInt8], using random: inout SeededRandom) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0 where !bytes.isEmpty && position < bytes.count:
            bytes[position] = UInt8.random(in: 0...255, using: &random)
        case 1 where !bytes.isEmpty && position < bytes.count:
            bytes.remove(at: position)
        case 2:
            bytes.insert(contentsOf: Self.tokens.randomElement(using: &random) ?? [], at: position)
        case 3 where !bytes.isEmpty:
            let end = Int.random(in: position...bytes.count, using: &random)
            let piece = Array(bytes[min(position, bytes.count)..<end])
            let times = Int.random(in: 1...64, using: &random)
            for _ in 0..<times where bytes.count < 200_000 { bytes.insert(contentsOf: piece, at: position) }
        case 4:
            bytes = Array(bytes.prefix(position))
        default:
            bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
        }
    }

    private static let builtIn: [ParserTarget: [String]] = [
        .json: [#"{"id":1,"int":-2,"double":1.5,"string":"a","date":"/Date(0)/","timeSpan":"PT1H","ints":[1,2]}"#],
        .jsv: ["{id:1,name:a,children:[{id:2}]}", "[1,2,3]", "\"a \"\"b\"\"\""],
        .form: ["int=1&string=a+b&date=2001-01-01&ints=1,2,3&map={a:1}"],
        .multipart: [
            "multipart/form-data; boundary=b0undary\n--b0undary\r\nContent-Disposition: form-data; name=\"int\"\r\n\r\n1\r\n--b0undary--\r\n"
        ],
        .wireDate: ["/Date(1234567890123-0500)/", "2001-02-03T04:05:06.789+01:00", "2001-01-01"],
        .duration: ["P1DT2H3M4.5S", "-PT1H", "1.02:03:04.5", "3600"],
        .httpResponse: [
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;x=y\r\nhello\r\n0\r\nT: 1\r\n\r\n",
            "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nA: 1\r\na: 2\r\n\r\nhelloextra",
            "HTTP/1.0 200 OK\r\nContent-Type: text/event-stream\r\n\r\ndata: a\n\n",
        ],
    ]
}

/// The parser campaign: a worker process feeds inputs to the entry points in order.
package enum ParserCampaign {
    package static func run(
        seed: UInt64, corpus: URL?, budget: CampaignBudget, log: FailureLog, scratch: URL, fuzzExecutable: URL
    ) throws -> CampaignResult {
        let plan = ParserPlan(corpus: corpus, seed: seed)
        var arguments = ["parser-worker", "--seed", "\(seed)"]
        if let corpus { arguments += ["--corpus", corpus.path] }
        let supervisor = WorkerSupervisor(
            executable: fuzzExecutable, arguments: arguments, scratch: scratch, planSize: plan.count,
            caseAt: plan.fuzzCase(at:))
        return try supervisor.run(name: "parsers", budget: budget, log: log)
    }

    /// The worker side: runs inputs from `range.from`, printing `WorkerLine`s (status 200 for every return).
    package static func work(seed: UInt64, corpus: URL?, range: WorkerRange) {
        let plan = ParserPlan(corpus: corpus, seed: seed)
        var run = 0
        var index = range.from
        while index < plan.count, run < range.maxCases, Date() < range.until {
            let input = plan.input(at: index)
            if range.skippedClasses.contains("parser:\(input.target.rawValue)") {
                WorkerLine.skipped(index)
                index += 1
                continue
            }
            WorkerLine.started(index)
            input.target.run(input.bytes)
            WorkerLine.answered(index, status: 200)
            run += 1
            index += 1
        }
        WorkerLine.finished()
    }
}
