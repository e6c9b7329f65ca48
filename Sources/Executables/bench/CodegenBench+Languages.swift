import Foundation
import ServiceStackNativeTypes

extension CodegenBench {
    /// Every language but Swift, in `NativeTypesLanguage` order.
    static var otherLanguages: [NativeTypesLanguage] {
        NativeTypesLanguage.allCases.filter { $0 != .swift }
    }

    /// The median time of each other language on the synthetic document, with its output size and its ratio to
    /// Swift's; a language whose generator refuses the document is listed with its error.
    static func printLanguages(_ synthetic: MetadataTypes, swiftMedian: Double) throws {
        for language in otherLanguages {
            let output: String
            do {
                output = try language.generate(metadata: synthetic, context: context)
            } catch {
                print("  synthetic 2,000 types, \(language.displayName): the generator refuses it (\(error))")
                continue
            }
            let languageMedian = try median { _ = try language.generate(metadata: synthetic, context: context) }
            let ratio = swiftMedian > 0 ? " (\(format(languageMedian / swiftMedian))x Swift)" : ""
            print(
                "  synthetic 2,000 types, \(language.displayName) (\(output.utf8.count / 1024) KB): "
                    + "generate \(format(languageMedian)) ms\(ratio)")
        }
    }
}
