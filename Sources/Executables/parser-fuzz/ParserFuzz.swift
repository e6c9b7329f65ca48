import Foundation
import FuzzParsers

/// The target named by `FUZZ_TARGET` (`json`, `jsv`, `form`, `multipart`, `wireDate`, `duration`), if any.
private let chosenTarget = ProcessInfo.processInfo.environment["FUZZ_TARGET"].flatMap(ParserTarget.init(rawValue:))

#if FUZZING
    /// libFuzzer's entry: one input to the chosen target, or to the target its first byte picks.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        if let chosenTarget {
            chosenTarget.run(bytes)
        } else {
            let (target, input) = ParserTarget.dispatching(bytes)
            target.run(input)
        }
        return 0
    }
#else
    /// Built normally: replays files or folders through the same entry functions (a file's target is
    /// `FUZZ_TARGET`, else the name of its folder, as in `Tests/FuzzCorpus/parsers/<target>/`).
    @main
    struct ParserFuzzReplay {
        static func main() {
            let paths = CommandLine.arguments.dropFirst()
            guard !paths.isEmpty else {
                print("usage: parser-fuzz FILE_OR_FOLDER… (FUZZ_TARGET=json|jsv|form|multipart|wireDate|duration)")
                exit(2)
            }
            var count = 0
            for path in paths {
                for file in files(at: URL(fileURLWithPath: path)) {
                    let folderName = file.deletingLastPathComponent().lastPathComponent
                    guard let target = chosenTarget ?? ParserTarget(rawValue: folderName),
                        let data = FileManager.default.contents(atPath: file.path)
                    else {
                        print("skipped \(file.path): set FUZZ_TARGET or keep it in a folder named after its target")
                        continue
                    }
                    target.run([UInt8](data))
                    count += 1
                }
            }
            print("replayed \(count) input(s) without a trap")
        }

        private static func files(at url: URL) -> [URL] {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
            guard isFolder.boolValue else { return [url] }
            let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
            var found: [URL] = []
            while let next = enumerator?.nextObject() as? URL {
                if (try? next.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                    found.append(next)
                }
            }
            return found.sorted { $0.path < $1.path }
        }
    }
#endif
