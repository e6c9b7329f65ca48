/// What a filter compares a column with.
enum FilterOperator: Sendable, Equatable {
    case equal
    case notEqual
    case greaterThan
    case greaterThanOrEqual
    case lessThan
    case lessThanOrEqual
    /// A pattern the caller wrote, with `%` and `_` wildcards.
    case like
    case startsWith
    case contains
    case endsWith
    case `in`
    case between
    case isNull
    case isNotNull
    /// Every bit of the value is set in the column (flags).
    case hasAll
    /// Some bit of the value is set in the column (flags).
    case hasAny

    /// Whether the operator takes a list of values.
    var takesList: Bool { self == .in || self == .between }

    /// Whether the operator ignores the value.
    var takesNoValue: Bool { self == .isNull || self == .isNotNull }

    /// Whether the operator compares text.
    var isTextMatch: Bool { [.like, .startsWith, .contains, .endsWith].contains(self) }
}
