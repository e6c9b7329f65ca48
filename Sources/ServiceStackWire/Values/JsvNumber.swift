import Foundation

/// Compares numbers kept as text by the value they stand for.
enum JsvNumber {
    /// Whether `a` and `b` name the same number (`1`, `1.0` and `1e0` do). Distinct doubles are distinct numbers;
    /// equal doubles are told apart by their decimal values, so long integers that round alike still differ.
    static func equal(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        guard let left = Double(a), let right = Double(b), left == right else { return false }
        guard let exactLeft = Decimal(string: a), let exactRight = Decimal(string: b) else { return true }
        return exactLeft == exactRight
    }
}
