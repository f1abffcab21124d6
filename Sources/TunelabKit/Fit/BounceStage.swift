import ScrollPhysics

/// The bounce stage of `tunelab fit`: the bounce-back spring (k, c at unit mass, `BounceFit`)
/// fitted to the recordings released past an edge, with each recording's lag τ shared and
/// fitted too (a frame's timestamp against the release's: the simulator's trace runs 16 ms
/// ahead). Not revealed when no recording is released past an edge, or when the recordings
/// cannot tell k and c apart.
struct BounceStage {
    /// One recording's residuals (model − recording, pt) under the fitted spring and under
    /// today's default spring, both at the fitted lag.
    struct Row {
        var file: String
        var role: String
        var recording: BounceRecording
        var fitRMS: Double
        var fitMaximum: Double
        var defaultsRMS: Double
        var defaultsMaximum: Double
    }

    /// The fit, or nil when no fitted recording is released past an edge.
    let fit: LeastSquaresFit?
    /// The same recordings fitted with their release state free (`BounceFit.fitReleaseFree`:
    /// each recording's offset and velocity at the release its own, no lag), or nil.
    let releaseFree: BlockLeastSquaresFit?
    /// The same recordings from their recorded release with an inward kick β·|u₀| and no lag
    /// (`BounceKickFit`), or nil.
    let kicked: LeastSquaresFit?
    /// |Corr(k, c)| above which the report says the two are poorly separated.
    static let collinear = 0.95
    let rows: [Row]
    /// `--validate` recordings released past an edge, left uncompared because nothing was fitted.
    let uncompared: Int

    /// Today's default bounce spring.
    static let defaults = Spring.uiScrollViewBounce

    /// Fits the recordings of `fitted` that are released past an edge and compares those of
    /// `validation` that are.
    init(fitted: [ScrollRecording], validation: [ScrollRecording], solver: LevenbergMarquardt) {
        let bounces = fitted.compactMap { recording in recording.bounce.map { (recording.file, $0) } }
        let checks = validation.compactMap { recording in recording.bounce.map { (recording.file, $0) } }
        guard !bounces.isEmpty else {
            fit = nil
            releaseFree = nil
            kicked = nil
            rows = []
            uncompared = checks.count
            return
        }
        uncompared = 0
        let problem = BounceFit(recordings: bounces.map(\.1), lag: nil)
        let fit = problem.fit(solver: solver)
        self.fit = fit
        releaseFree = BounceFit(recordings: bounces.map(\.1), lag: 0).fitReleaseFree(solver: solver)
        kicked = BounceKickFit(recordings: bounces.map(\.1)).fit(solver: solver)
        let (k, c, lag) = (fit.parameters[0], fit.parameters[1], fit.parameters[2])
        rows = (bounces.map { ($0, $1, "fit") } + checks.map { ($0, $1, "validate") }).map { file, recording, role in
            let trimmed = recording.trimmed
            let own = Self.residuals(trimmed, stiffness: k, damping: c, lag: lag)
            let defaults = Self.residuals(trimmed, stiffness: Self.defaults.stiffness, damping: Self.defaults.damping, lag: lag)
            return Row(
                file: file, role: role, recording: trimmed, fitRMS: own.rms, fitMaximum: own.maximum, defaultsRMS: defaults.rms,
                defaultsMaximum: defaults.maximum)
        }
    }

    /// RMS and maximum of x(tₖ) − xₖ (pt) for one recording under the spring (k, c) and lag τ.
    static func residuals(_ recording: BounceRecording, stiffness: Double, damping: Double, lag: Double) -> (rms: Double, maximum: Double) {
        var sum = 0.0, maximum = 0.0
        for (t, x) in zip(recording.times, recording.offsets) {
            let r = BounceFit.offset(at: t, of: recording, stiffness: stiffness, damping: damping, lag: lag) - x
            sum += r * r
            maximum = max(maximum, r.magnitude)
        }
        return ((sum / Double(recording.times.count)).squareRoot(), maximum)
    }

    /// True when the fit converged and both k and c are identifiable.
    var isRevealed: Bool {
        guard let fit else { return false }
        return fit.isConverged && fit.identifiable[0] && fit.identifiable[1]
    }

    /// `"bounce": {…}` for scenario.json's `scroll`, when revealed.
    var scenarioEntry: String? {
        guard isRevealed, let fit else { return nil }
        let k = NumberFormat.shortest(fit.parameters[0]), c = NumberFormat.shortest(fit.parameters[1])
        return "\"bounce\": {\"mass\": 1, \"stiffness\": \(k), \"damping\": \(c)}"
    }

    /// The stage's section of fit.md: k, c and the lag with 90 % intervals and a plain
    /// conclusion each, their correlations (k and c flagged above `collinear`), the fit with the
    /// release state free, and each recording's residuals, to 4 significant digits.
    var text: String {
        func number(_ value: Double?) -> String { value.map(FitReport.significant) ?? "—" }
        var out = "## The bounce spring\n\n"
        guard let fit else {
            out += "Not revealed: no fitted recording is released past an edge (a recording names its edges with `edge` rows; "
            out += "docs/recording-traces.md).\n\n"
            if uncompared > 0 {
                out += "\(uncompared) --validate recording(s) released past an edge: not compared, nothing was fitted.\n\n"
            }
            return out
        }
        let count = rows.filter { $0.role == "fit" }.count
        out += "\(count) recording(s) released past an edge, \(fit.residuals.count) frames; "
        out += "stopped: \(fit.stopReason) after \(fit.iterations) iterations\n\n"
        out += "| constant | fitted (90 % interval) | today's default | conclusion |\n|---|---|---|---|\n"
        let names = ["stiffness k (1/s², mass 1)", "damping c (1/s, mass 1)", "lag τ (s, the recording's clock)"]
        let keys = ["scroll.bounce.stiffness", "scroll.bounce.damping"]
        let defaults = [Self.defaults.stiffness, Self.defaults.damping]
        for j in 0..<3 {
            guard fit.identifiable[j], let half = fit.halfWidth90(of: j) else {
                let others = fit.entangled[j].map { names[$0].split(separator: " ")[0] }.joined(separator: ", ")
                let why = others.isEmpty ? "these frames do not depend on it" : "cannot tell it apart from \(others)"
                out += "| \(names[j]) | not revealed — \(why) | \(j < 2 ? NumberFormat.shortest(defaults[j]) : "—") | keep the default |\n"
                continue
            }
            let conclusion =
                j < 2
                ? FitReport.conclusion(
                    fit.parameters[j], half: half, key: keys[j], defaultValue: defaults[j],
                    defaultName: "the default \(NumberFormat.shortest(defaults[j]))")
                : "not a scenario key: how far the recording's timestamps run ahead of its release"
            out += "| \(names[j]) | \(FitReport.interval(fit.parameters[j], half: half)) | "
            out += "\(j < 2 ? NumberFormat.shortest(defaults[j]) : "—") | \(conclusion) |\n"
        }
        out += "\ncorrelation matrix:\n\n|  | k | c | τ |\n|---|---|---|---|\n"
        for (i, name) in ["k", "c", "τ"].enumerated() {
            out += "| \(name) | " + (0..<3).map { number(fit.correlation[i][$0]) }.joined(separator: " | ") + " |\n"
        }
        out += "\n"
        if let kc = fit.correlation[0][1], kc.magnitude > Self.collinear {
            out += "k and c are poorly separated (|correlation| \(number(kc.magnitude)) > \(NumberFormat.shortest(Self.collinear))): "
            out += "these frames fix a combination of them more than each; releases from other offsets and speeds separate them.\n\n"
        }
        if let free = releaseFree {
            func interval(_ j: Int) -> String {
                free.halfWidth90(of: j).map { FitReport.interval(free.parameters[j], half: $0) } ?? number(free.parameters[j])
            }
            let kc = free.sharedCorrelation[0][1].map { " (correlation of k and c \(number($0)))" } ?? ""
            out += "With the release state free (each recording's offset and velocity at the release fitted, no lag): "
            out += "k = \(interval(0)), c = \(interval(1)) (90 %)\(kc), "
            out += "residual RMS \(number(free.residualRMS)) pt, max \(number(free.residualMaximum)) pt"
            out += free.isConverged ? ".\n\n" : " (did not converge).\n\n"
        }
        if let kicked {
            func interval(_ j: Int) -> String {
                kicked.halfWidth90(of: j).map { FitReport.interval(kicked.parameters[j], half: $0) } ?? number(kicked.parameters[j])
            }
            out += "From the recorded release with an inward kick of β·overscroll and no lag (`BounceKickFit`): "
            out += "k = \(interval(0)), c = \(interval(1)), β = \(interval(2)) /s (90 %), "
            out += "residual RMS \(number(kicked.residualRMS)) pt, max \(number(kicked.residualMaximum)) pt"
            out += kicked.isConverged ? "" : " (did not converge)"
            out += ". A lag and a kick are two readings of the same frames; recordings released at other offsets and speeds "
            out += "tell them apart (docs/provenance.md#the-bounce-spring).\n\n"
        }
        if !fit.isConverged { out += "The fit did not converge: the spring is not written to scenario.json.\n\n" }
        out += "| recording | role | RMS fit / defaults (pt) | max fit / defaults (pt) |\n|---|---|---|---|\n"
        for row in rows {
            out += "| \(row.file) | \(row.role) | \(number(row.fitRMS)) / \(number(row.defaultsRMS)) | "
            out += "\(number(row.fitMaximum)) / \(number(row.defaultsMaximum)) |\n"
        }
        return out + "\n"
    }
}
