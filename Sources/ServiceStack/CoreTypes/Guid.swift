import Foundation

/// .NET `Guid` values travel as strings.
public class Guid {
    /// The GUID text as it is.
    public static func parse(_ guid: String) -> String? { guid }
}

/// The bytes of a .NET `byte[]` sent as Base64; empty when the text is not Base64.
public func fromByteArray(_ base64String: String) -> [UInt8] {
    Data(base64Encoded: base64String).map { [UInt8]($0) } ?? []
}
