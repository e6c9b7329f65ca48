import Foundation

/// How long and how far one campaign (one server over one transport) may run.
public struct CampaignBudget: Sendable {
    public var deadline: Date
    public var maxCases: Int
    /// Seconds a single request may take before it counts as a hang.
    public var requestTimeout: Double
    /// Restarts after deaths before the campaign gives up (one per distinct crash is the norm).
    public var maxRestarts: Int

    public init(seconds: Double, maxCases: Int, requestTimeout: Double = 10, maxRestarts: Int = 25) {
        deadline = Date().addingTimeInterval(seconds)
        self.maxCases = maxCases
        self.requestTimeout = requestTimeout
        self.maxRestarts = maxRestarts
    }
}

/// What a campaign did.
public struct CampaignResult: Sendable {
    public var name: String
    public var casesRun = 0
    public var skipped = 0
    public var restarts = 0
    public var failures = 0
    public var seconds = 0.0
    public var planSize = 0
    public var note = ""

    public init(name: String) { self.name = name }

    public var line: String {
        let rate = seconds > 0 ? Int(Double(casesRun) / seconds) : 0
        var text = "\(name): \(casesRun) cases of \(planSize) planned in \(String(format: "%.1f", seconds)) s"
        text += " (\(rate)/s), \(failures) failing, \(skipped) skipped after a crash, \(restarts) restarts"
        return note.isEmpty ? text : text + " — " + note
    }
}
