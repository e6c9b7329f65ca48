/// Moves a value across a concurrency boundary that the caller knows is a plain hand-off
/// (the sending side blocks until the receiving side is done with it).
public struct UncheckedTransfer<Value>: @unchecked Sendable {
    /// The value handed over.
    public let value: Value

    /// Wraps `value` for the hand-off.
    public init(_ value: Value) { self.value = value }
}
