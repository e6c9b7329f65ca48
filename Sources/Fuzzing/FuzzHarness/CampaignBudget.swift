import Foundation

/// How long and how far one campaign (one server over one transport) may run.
package struct CampaignBudget: Sendable {
    package var deadline: Date
    package var maxCases: Int
    /// Seconds a single request may take before it counts as a hang.
    package var requestTimeout: Double
    /// Restarts after deaths before the campaign gives up (one per distinct crash is the norm).
    package var maxRestarts: Int

    package init(seconds: Double, maxCases: Int, requestTimeout: Double = 10, maxRestarts: Int = 25) {
        deadline = Date().addingTimeInterval(seconds)
        self.maxCases = maxCases
        self.requestTimeout = requestTimeout
        self.maxRestarts = maxRestarts
    }
}

/// What a campaign did.
package struct CampaignResult: Sendable {
    package var name: String
    package var casesRun = 0
    package var skipped = 0
    package var restarts = 0
    package var failures = 0
    package var seconds = 0.0
    package var planSize = 0
    package var note = ""

    package init(name: String) { self.name = name }

    package var line: String {
        let rate = seconds > 0 ? Int(Double(casesRun) / seconds) : 0
        var text = "\(name): \(casesRun) cases of \(planSize) planned in \(String(format: "%.1f", seconds)) s"
        text += " (\(rate)/s), \(failures) failing, \(skipped) skipped after a crash, \(restarts) restarts"
        return note.isEmpty ? text : text + " — " + note
    }
}
