import Foundation

/// ServiceStack's .NET casing rules for property and enum names.
enum DotNetCasing {
    /// ServiceStack's `ToCamelCase`: lowers the leading run of capitals, keeping the last
    /// capital of a run that is followed by a lower-case letter (`URLValue` → `urlValue`).
    static func camelCase(_ value: String) -> String {
        let scalars = Array(value.unicodeScalars)
        guard !scalars.isEmpty else { return value }
        var result = String.UnicodeScalarView()
        var firstPart = true
        for index in scalars.indices {
            let current = scalars[index]
            let next: Unicode.Scalar = index < scalars.count - 1 ? scalars[index + 1] : "A"
            let currentIsUpper = isAsciiUpper(current)
            let nextIsUpper = isAsciiUpper(next)
            if firstPart && currentIsUpper && (nextIsUpper || index == 0) {
                result.append(Unicode.Scalar(current.value + 32) ?? current)
            } else {
                firstPart = false
                result.append(current)
            }
        }
        return String(result)
    }

    private static func isAsciiUpper(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 65 && scalar.value <= 90
    }
}
