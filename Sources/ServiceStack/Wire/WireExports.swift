// The wire kernel's declarations that belong to this module's public API: the value tree and the encoder that
// produces it, and the date forms and ranges. Each is exported on its own, not the whole kernel, and as the same
// declaration (a typealias would be a second one), so a file importing both modules finds one of each name.
@_exported import struct ServiceStackWire.JsvEncoder
@_exported import enum ServiceStackWire.WireDate
@_exported import enum ServiceStackWire.WireRange
@_exported import enum ServiceStackWire.WireValue

/// The value tree's former name.
@available(*, deprecated, renamed: "WireValue")
public typealias JsvValue = WireValue
