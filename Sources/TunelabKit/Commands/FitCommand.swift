import ScrollPhysics

/// `tunelab fit`: fits UIKit's coast (`CoastFit`: the per-ms rate r and the rest speed v_s, shared; each
/// recording's x₀ and v₀) to the frames after the last lift of each recording released inside
/// the edges, the rubber band (`RubberBandStage`) to the frames of a drag past an edge and the
/// bounce spring (`BounceStage`) to the recordings released past an edge; prints the
/// constants, their standard errors and correlation, the residuals, and each recording's rest
/// place and duration errors for the fit and for today's defaults (r = 0.998, v_s =
/// `Deceleration.stopSpeed`). With `--out`, writes DIR/fit.md (the same text), DIR/fit.csv,
/// DIR/scenario.json and DIR/overlay.svg (`FitOverlayChart`). Exit 1 when a fit does not
/// converge (nothing written). See [Fitting](../../../docs/fitting.md#tunelab-fit).
public enum FitCommand: Command {
    public static let spec = CommandSpec(
        name: "fit", usage: "tunelab fit RECORDING.csv ... [--validate OTHER.csv ...] [--out DIR] [--max-evaluations N]",
        summary: "Fit UIKit's coast (deceleration rate, rest speed), rubber band and bounce spring to recordings of a real scroll view.",
        options: [
            ("--validate", "FILE", "also report the fit's errors on this recording, not fitted to (repeatable)"),
            ("--out", "DIR", "write DIR/fit.md, DIR/fit.csv and DIR/scenario.json"),
            ("--max-evaluations", "N", "the solver's residual-evaluation budget (default 10000)")
        ])

    public struct Options: Equatable {
        public var recordings: [String]
        public var validate: [String]
        public var out: String?
        public var maxEvaluations: Int?
    }

    public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var list = ArgumentList(command: "fit", arguments: arguments)
        let (positionals, flags) = try list.parse()
        guard !positionals.isEmpty else {
            throw UsageError("fit: expected at least one RECORDING.csv (see 'tunelab help fit')")
        }
        var maxEvaluations: Int?
        if let text = flags.value("--max-evaluations") {
            guard let n = Int(text), n >= 1 else { throw UsageError("fit: --max-evaluations expects an integer ≥ 1, got \(text)") }
            maxEvaluations = n
        }
        return Options(
            recordings: positionals, validate: flags.values("--validate"), out: flags.value("--out"), maxEvaluations: maxEvaluations)
    }

    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        let options = try parse(arguments)
        let fitted = try options.recordings.map { path throws(InputError) in try ScrollRecording.read(path) }
        let validation = try options.validate.map { path throws(InputError) in try ScrollRecording.read(path) }
        guard !FitReport.coasts(fitted).isEmpty else {
            throw ToolError(
                "fit: every recording is released past an edge: expected at least one released inside the edges, "
                    + "whose coast gives the deceleration rate (\(fitted.map(\.file).joined(separator: ", ")))",
                isInput: true)
        }
        var solver = LevenbergMarquardt()
        if let n = options.maxEvaluations { solver.maxEvaluations = n }
        let report = FitReport(fitted: fitted, validation: validation, solver: solver)
        let fits: [(stage: String, fit: LeastSquaresFit?, converged: Bool)] = [
            ("", report.fit.shared, report.fit.isConverged), ("the rubber band ", report.rubberBandStage.fit, true),
            ("the bounce spring ", report.bounceStage.fit, true)
        ]
        for (stage, fit, converged) in fits {
            guard let fit, !(fit.isConverged && converged) else { continue }
            console.err(
                "fit: \(stage)did not converge: \(fit.stopReason) after \(fit.evaluations) evaluations; "
                    + "last residual RMS \(NumberFormat.readable(fit.residualRMS)) pt\n")
            return ExitCode.checkFailed
        }
        // The one rule for printed answers (AnswerNumber): a constant that came out non-finite is
        // refused with exit 2, never printed empty.
        for (stage, fit, _) in fits {
            guard let fit else { continue }
            let name = stage.isEmpty ? "the coast " : stage
            let range = "expected recordings that determine it (times in s, offsets in pt; docs/recording-traces.md)"
            for (i, value) in fit.parameters.enumerated() {
                _ = try AnswerNumber.text(value, key: "fit: \(name)constant \(i + 1)", range: range)
            }
            _ = try AnswerNumber.text(fit.residualRMS, key: "fit: \(name)residual RMS", range: range)
        }
        let text = report.text(out: options.out)
        if let out = options.out {
            let files = [
                ("fit.md", text), ("fit.csv", report.csv), ("scenario.json", report.scenario),
                ("overlay.svg", FitOverlayChart(report: report).render())
            ]
            do {
                try AtomicFile.createDirectories(out)
                for (name, body) in files { try AtomicFile.write(body, to: out + "/" + name) }
            } catch {
                throw ToolError("fit: \(error)", isInput: true)
            }
        }
        console.out(text)
        return ExitCode.success
    }
}
