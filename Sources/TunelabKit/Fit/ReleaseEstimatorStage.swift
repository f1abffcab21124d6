import ScrollPhysics

/// The release-velocity stage of `tunelab fit`: which of tunelab's velocity estimators
/// (`VelocityEstimatorKind`) best predicts, from a recording's touch samples, the velocity the
/// content actually left with.
///
/// For recording k with touches, estimator e gives the finger velocity u_e at the lift
/// (`VelocityEstimator.velocity(atRelease: 0)`, pt/s); the content leaves at −u_e (the finger
/// and the content move in opposite directions). The coast fit gives the content's release
/// velocity v₀ₖ with standard error σₖ. The error is eₖ = −u_e − v₀ₖ (pt/s) and an estimator's
/// score is the RMS of eₖ over the recordings with touches. The best estimator is revealed only
/// when its RMS is below every other's by more than the RMS of the σₖ (the fit's own
/// uncertainty in v₀); otherwise the recordings cannot tell them apart and the stage says so.
struct ReleaseEstimatorStage {
    /// One recording's release: its finger samples, and the coast fit's v₀ and its SE.
    struct Release {
        var file: String
        var touches: [(time: Seconds, y: Points)]
        var velocity: PointsPerSecond
        var standardError: PointsPerSecond?
    }

    /// One estimator's errors, in the order of `releases` (nil where a recording has no touch).
    struct Score {
        var kind: VelocityEstimatorKind
        var errors: [PointsPerSecond?]
        var rms: PointsPerSecond
    }

    let releases: [Release]
    /// Every estimator, in `VelocityEstimatorKind.allCases` order; empty when no recording has
    /// a touch.
    let scores: [Score]
    /// The RMS of the v₀ standard errors of the recordings with touches (pt/s).
    let velocityUncertainty: PointsPerSecond

    init(releases: [Release]) {
        self.releases = releases
        let measured = releases.filter { !$0.touches.isEmpty }
        guard !measured.isEmpty else {
            scores = []
            velocityUncertainty = 0
            return
        }
        let ses = measured.map { $0.standardError ?? 0 }
        velocityUncertainty = (ses.reduce(0) { $0 + $1 * $1 } / Double(ses.count)).squareRoot()
        scores = VelocityEstimatorKind.allCases.map { kind in
            let errors = releases.map { release -> PointsPerSecond? in
                guard !release.touches.isEmpty else { return nil }
                var estimator = VelocityEstimator(kind: kind)
                for touch in release.touches { estimator.add(time: touch.time, position: touch.y) }
                return -estimator.velocity(atRelease: 0) - release.velocity
            }
            let present = errors.compactMap { $0 }
            return Score(kind: kind, errors: errors, rms: (present.reduce(0) { $0 + $1 * $1 } / Double(present.count)).squareRoot())
        }
    }

    /// The estimator whose RMS is the least by more than `velocityUncertainty`, or nil.
    var best: VelocityEstimatorKind? {
        guard let first = scores.min(by: { $0.rms < $1.rms }) else { return nil }
        let clear = scores.allSatisfy { $0.kind == first.kind || $0.rms - first.rms > velocityUncertainty }
        return clear ? first.kind : nil
    }

    /// The report's section: a table of each estimator's errors, then the verdict.
    var text: String {
        var out = "## Release velocity: which estimator predicts it\n\n"
        guard !scores.isEmpty else {
            return out + "Not revealed: no recording has touch rows before its lift.\n\n"
        }
        let files = releases.map { $0.file.split(separator: "/").last.map(String.init) ?? $0.file }
        out += "| estimator (touch.velocityEstimator) | " + files.map { "\($0) (pt/s)" }.joined(separator: " | ") + " | RMS (pt/s) |\n"
        out += "|---|" + String(repeating: "---|", count: files.count) + "---|\n"
        for score in scores {
            let cells = score.errors.map { $0.map(NumberFormat.readable) ?? "no touches" }
            out += "| \(score.kind.rawValue) | " + cells.joined(separator: " | ") + " | \(NumberFormat.readable(score.rms)) |\n"
        }
        out += "\nErrors are the estimate − the fitted release velocity v₀ (uncertainty of v₀: "
        out += "\(NumberFormat.readable(velocityUncertainty)) pt/s RMS). "
        if let best {
            out += "Best: \(best.rawValue); the scenario fragment carries it as touch.velocityEstimator.\n\n"
        } else {
            out += "Not revealed: no estimator beats every other by more than that uncertainty.\n\n"
        }
        return out
    }
}
