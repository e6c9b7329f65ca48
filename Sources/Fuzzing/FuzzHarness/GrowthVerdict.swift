import Foundation

/// Judges a growth series: between a size and eight times it (both answered with the same status), the CPU time
/// above the per-request overhead, the response bytes and the fanned-out bytes may grow at most `factor` times
/// (linear growth is 8 times). Small absolute amounts are noise and pass.
///
/// The overhead is the baseline request's CPU, or less when the series answers with another status more cheaply
/// (a refusal costs less than the baseline's success): the cheapest sample answered like the pair then sets it.
package struct GrowthVerdict {
    /// How much faster than the request the cost may grow across a factor of 8 in size.
    static let factor = 24.0
    static let sizeRatio = 8
    /// CPU below this (seconds above the baseline) is too close to noise to judge.
    static let significantCPU = 0.02
    /// The smallest CPU a smaller request is taken to cost, so noise near zero cannot make a large ratio; half the
    /// overhead is the floor when that is more, as the overhead's own noise is of that order.
    static let cpuFloor = 0.001
    static let significantBytes = 256 << 10
    static let bytesFloor = 4_096

    package struct Finding {
        package var what: String
        package var small: CostSample
        var large: CostSample
        var detail: String
    }

    /// The findings of `samples` against `baseline`, the pair with the largest sizes first.
    package static func findings(baseline: CostSample, samples: [CostSample]) -> [Finding] {
        var findings: [Finding] = []
        for large in samples.reversed() {
            guard let small = samples.first(where: { $0.size * sizeRatio == large.size }),
                small.status != nil, small.status == large.status
            else { continue }
            let overhead = samples.lazy.filter { $0.status == large.status }.map(\.cpu).reduce(baseline.cpu, min)
            let smallNet = max(small.cpu - overhead, 0)
            let largeNet = max(large.cpu - overhead, 0)
            if largeNet >= significantCPU, largeNet > factor * max(smallNet, cpuFloor, overhead / 2) {
                findings.append(
                    Finding(
                        what: "CPU", small: small, large: large,
                        detail: String(
                            format: "CPU above the overhead (%.4f s): %.4f s at %d, %.4f s at %d", overhead,
                            smallNet, small.size, largeNet, large.size)))
            }
            for (what, smallBytes, largeBytes) in [
                ("response bytes", small.bytes, large.bytes),
                ("fanned-out bytes", small.fanOutBytes, large.fanOutBytes),
            ] where largeBytes >= significantBytes && Double(largeBytes) > factor * Double(max(smallBytes, bytesFloor))
            {
                findings.append(
                    Finding(
                        what: what, small: small, large: large,
                        detail: "\(what): \(smallBytes) at \(small.size), \(largeBytes) at \(large.size)"))
            }
        }
        return findings
    }
}
