import Foundation

// `servicestack-dtos --metadata FILE --output FILE [--config FILE]`: the ServiceStackDTOsPlugin build-tool plugin's
// generator. Failures are printed as `FILE: error: …`, which SwiftPM and Xcode show as errors of that file.
do throws(GeneratorFailure) {
    let request = try GeneratorRequest(arguments: Array(CommandLine.arguments.dropFirst()))
    try DtoFileGeneration.run(request)
} catch {
    FileHandle.standardError.write(Data((error.description + "\n").utf8))
    exit(1)
}
