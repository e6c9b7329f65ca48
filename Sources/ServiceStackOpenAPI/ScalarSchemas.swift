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

    /// A `TimeSpan` as the host writes and reads it: an XSD duration with at least one part (`PT1H30M`, `P1DT0.5S`).
    static var duration: JSONSchema {
        .string(
            description: "A duration as ServiceStack writes it: XSD, such as `PT1H30M` or `P1DT0.5S`.",
            pattern:
                #"^-?P([0-9]+D|([0-9]+D)?T([0-9]+H([0-9]+M)?([0-9]+(\.[0-9]+)?S)?|[0-9]+M([0-9]+(\.[0-9]+)?S)?|[0-9]+(\.[0-9]+)?S))$"#
        )
    }

    private static func integer(_ format: JSONTypeFormat.IntegerFormat, _ minimum: Int, _ maximum: Int?) -> JSONSchema {
        .integer(format: format, maximum: maximum.map { ($0, exclusive: false) }, minimum: (minimum, exclusive: false))
    }

    /// The schema of a scalar named `name` (`Int32`, `DateTime`...), or nil when it is not one.
    static func schema(for name: String) -> JSONSchema? {
        switch name {
        case "String", "Uri", "Char": .string
        case "Boolean": .boolean
        case "Byte": integer(.int32, 0, 255)
        case "SByte": integer(.int32, -128, 127)
        case "Int16": integer(.int32, -32768, 32767)
        case "UInt16": integer(.int32, 0, 65535)
        case "Int32": .integer(format: .int32)
        case "UInt32": integer(.int64, 0, 4_294_967_295)
        case "Int64": .integer(format: .int64)
        case "UInt64": integer(.int64, 0, nil)
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
