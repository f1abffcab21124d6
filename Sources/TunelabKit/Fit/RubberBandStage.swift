import ScrollPhysics

/// The rubber-band stage of `tunelab fit`: UIKit's rubber band b(x) = x·d·c/(d + c·x)
/// (`RubberBandFit`: the constant c and the dimension d, pt) fitted to every frame that shows the
/// content past an edge while the finger holds it (`ScrollRecording.rubberBand`), all fitted
/// recordings together — recordings of one scroll view, since d is the view's length. Not
/// revealed when no frame shows a drag past an edge.
struct RubberBandStage {
    /// One recording's drag: its pairs' residual RMS (pt) under the fit and under today's
    /// constant 0.55 at the fitted dimension.
    struct Row {
        var file: String
        var role: String
        var pairs: Int
        var fitRMS: Double
        var defaultsRMS: Double
        /// The drag's pairs with their frames' times (s since the lift), for overlay.svg.
        var drag: [(time: Double, pull: Double, overscroll: Double)]
    }

    /// The fit, or nil with fewer than 2 pairs.
    let fit: LeastSquaresFit?
    /// Each fitted or `--validate` recording with pairs (none without a fit).
    let rows: [Row]
    /// The pairs fitted, and the recordings they came from.
    let pairs: Int
    let recordings: Int

    init(fitted: [ScrollRecording], validation: [ScrollRecording], solver: LevenbergMarquardt) {
        let pulls = fitted.flatMap { $0.rubberBand.map(\.pull) }
        let shown = fitted.flatMap { $0.rubberBand.map(\.overscroll) }
        pairs = pulls.count
        recordings = fitted.filter { !$0.rubberBand.isEmpty }.count
        let fit = pulls.count >= 2 ? RubberBandFit(pulls: pulls, overscrolls: shown).fit(solver: solver) : nil
        self.fit = fit
        guard let fit else {
            rows = []
            return
        }
        let (c, d) = (fit.parameters[0], fit.parameters[1])
        func rms(_ pairs: [(pull: Double, overscroll: Double)], _ c: Double) -> Double {
            let sum = pairs.reduce(0.0) { sum, pair in
                let r = RubberBand.offset(pair.pull, dimension: d, constant: c) - pair.overscroll
                return sum + r * r
            }
            return (sum / Double(pairs.count)).squareRoot()
        }
        let roles = fitted.map { ($0, "fit") } + validation.map { ($0, "validate") }
        rows = roles.filter { !$0.0.rubberBand.isEmpty }.map { recording, role in
            Row(
                file: recording.file, role: role, pairs: recording.rubberBand.count, fitRMS: rms(recording.rubberBand, c),
                defaultsRMS: rms(recording.rubberBand, RubberBand.defaultConstant),
                drag: zip(recording.rubberBandTimes, recording.rubberBand).map { ($0, $1.pull, $1.overscroll) })
        }
    }

    /// True when the fit converged and both c and d are identifiable.
    var isRevealed: Bool {
        guard let fit else { return false }
        return fit.isConverged && fit.identifiable[0] && fit.identifiable[1]
    }

    /// `"rubberBand": {…}` for scenario.json's `scroll`, when revealed.
    var scenarioEntry: String? {
        guard isRevealed, let fit else { return nil }
        return
            "\"rubberBand\": {\"constant\": \(NumberFormat.shortest(fit.parameters[0])), \"dimension\": \(NumberFormat.shortest(fit.parameters[1]))}"
    }

    /// |Corr(c, d)| above which the report says the two are poorly separated.
    static let collinear = 0.95

    /// The stage's section of fit.md: each constant with its 90 % interval and a plain
    /// conclusion, the correlation of c and d (flagged above `collinear`), and each recording's
    /// residuals, to 4 significant digits.
    var text: String {
        func number(_ value: Double?) -> String { value.map(FitReport.significant) ?? "—" }
        var out = "## The rubber band\n\n"
        guard let fit else {
            out += "Not revealed: no frame shows the content past an edge while the finger holds it "
            out += "(a drag past an edge, with its touches and `edge` rows; docs/recording-traces.md).\n\n"
            return out
        }
        out += "\(pairs) frames past an edge during a drag, from \(recordings) recording(s); "
        out += "stopped: \(fit.stopReason) after \(fit.iterations) iterations\n\n"
        out += "| constant | fitted (90 % interval) | today's default | conclusion |\n|---|---|---|---|\n"
        let shallow = "not revealed — the pulls are too short to bend the curve (b ≈ c·x)"
        if fit.identifiable[0], let half = fit.halfWidth90(of: 0) {
            let conclusion = FitReport.conclusion(
                fit.parameters[0], half: half, key: "scroll.rubberBand.constant", defaultValue: RubberBand.defaultConstant,
                defaultName: "UIKit's 0.55")
            out += "| constant c (the slope at the edge) | \(FitReport.interval(fit.parameters[0], half: half)) | "
            out += "\(NumberFormat.shortest(RubberBand.defaultConstant)) | \(conclusion) |\n"
        } else {
            out +=
                "| constant c (the slope at the edge) | \(shallow) | \(NumberFormat.shortest(RubberBand.defaultConstant)) | keep the default |\n"
        }
        if fit.identifiable[1], let half = fit.halfWidth90(of: 1) {
            let d = FitReport.fixed(fit.parameters[1], decimals: FitReport.decimals(fit.parameters[1], half: half))
            out += "| dimension d (pt) | \(FitReport.interval(fit.parameters[1], half: half)) | the viewport | "
            out +=
                "keep the default if the recorded view was \(d) pt long along the axis; else set `scroll.rubberBand.dimension` to \(d) |\n"
        } else {
            out += "| dimension d (pt) | \(shallow) | the viewport | keep the default |\n"
        }
        if let cd = fit.correlation[0][1] {
            out += "\ncorrelation of c and d: \(number(cd))"
            out +=
                cd.magnitude > Self.collinear
                ? " — poorly separated: these pulls fix a combination of the two more than each; longer pulls separate them\n"
                : "\n"
        }
        out += "residuals (model − recording): RMS \(number(fit.residualRMS)) pt, max \(number(fit.residualMaximum)) pt\n\n"
        out += "| recording | role | frames | RMS fit / c 0.55 at the fitted d (pt) |\n|---|---|---|---|\n"
        for row in rows {
            out += "| \(row.file) | \(row.role) | \(row.pairs) | \(number(row.fitRMS)) / \(number(row.defaultsRMS)) |\n"
        }
        out += "\n"
        if !fit.isConverged { out += "The fit did not converge: the rubber band is not written to scenario.json.\n\n" }
        return out
    }
}
