import OpenAPIKit

/// The JSON Schemas of .NET's scalar types as a ServiceStack host reads and writes them.
enum ScalarSchemas {
    /// Collection names read as JSON arrays.
    static let listNames: Set<String> = [
        "List", "IList", "IEnumerable", "ICollection", "IReadOnlyList", "IReadOnlyCollection", "HashSet", "ISet",
        "SortedSet", "Array",
    ]
    /// Dictionary names read as JSON objects.
    static let mapNames: Set<String> = [
        "Dictionary", "IDictionary", "IReadOnlyDictionary", "SortedDictionary", "ConcurrentDictionary",
    ]

    /// A date as the host reads it (ISO 8601, or ServiceStack's `/Date(ms)/`) and writes it (`/Date(ms)/`).
    static var date: JSONSchema {
        .any(
            of: [
                .string(format: .dateTime),
                .string(pattern: #"^\/Date\(-?[0-9]+([+-][0-9]{4})?\)\/$"#),
            ],
            core: .init(
                description:
                    "A date-time: ISO 8601 (`date-time`), or ServiceStack's `/Date(milliseconds)/`, the form responses use."
            ))
    }

    /// Bytes: `Data` is written as base64 text and `[UInt8]` as an array of numbers, both named `Byte[]`.
    static var bytes: JSONSchema {
        .any(
            of: [
                .string(contentEncoding: .base64),
                .array(items: .integer(maximum: (255, exclusive: false), minimum: (0, exclusive: false))),
            ],
            core: .init(description: "Bytes: base64 text, or an array of numbers from 0 to 255."))
    }

    /// A `TimeSpan` as the host writes it (XSD, `PT1H30M`, `P1DT0.5S`) and reads it (also .NET's `1.02:03:04.5`).
    static var duration: JSONSchema {
        .string(
            description:
                "A duration: XSD (`PT1H30M`), as ServiceStack writes it, or .NET's `[d.]hh:mm[:ss[.fffffff]]`.",
            pattern:
                #"^(-?P([0-9]+D)?(T([0-9]+H)?([0-9]+M)?([0-9]+(\.[0-9]+)?S)?)?|-?([0-9]+\.)?[0-9]{1,2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,7})?)?)$"#
        )
    }

    /// The schema of a scalar named `name` (`Int32`, `DateTime`...), or nil when it is not one.
    static func schema(for name: String) -> JSONSchema? {
        switch name {
        case "String", "Uri", "Char": .string
        case "Boolean": .boolean
        case "Byte", "SByte", "Int16", "UInt16", "Int32": .integer(format: .int32)
        case "UInt32", "Int64", "UInt64": .integer(format: .int64)
        case "Single": .number(format: .float)
        case "Double": .number(format: .double)
        case "Decimal": .number
        case "DateTime", "DateTimeOffset", "DateOnly": date
        case "TimeSpan", "TimeOnly": duration
        case "Guid": .string(format: .uuid)
        case "Byte[]": bytes
        case "Object": .fragment(.init())
        default: nil
        }
    }
}
