import ScrollPhysics

/// The coast fit of `tunelab fit` and everything it reports: the shared constants, and for
/// each recording (fitted or only validated) its residuals and its rest place and duration
/// errors under the fit and under today's defaults; then the release-velocity, rubber-band and
/// bounce stages. The coast is fitted to the recordings released inside the edges (at least one),
/// the bounce spring to those released past one (`BounceStage`).
struct FitReport {
    /// One recording's numbers under one set of constants.
    struct Errors {
        /// Model minus recording at each frame: RMS and maximum, pt.
        var rms: Double
        var maximum: Double
        /// Model rest place − recorded rest place (pt), model rest instant − recorded (s);
        /// nil when the recording does not show the content at rest.
        var place: Double?
        var duration: Double?
    }

    /// A release state: the offset x₀ (pt) and velocity v₀ (pt/s) at the lift.
    struct Release {
        var start: Double
        var velocity: Double
    }

    struct Row {
        var file: String
        var role: String
        /// The recording's coast, trimmed as the fit reads it.
        var coast: CoastRecording
        var fit: Errors
        var defaults: Errors
        /// The release states under the fitted constants and under the defaults.
        var fitRelease: Release
        var defaultsRelease: Release
    }

    /// The fitted r and v_s (the model's constants for `fitRelease`).
    var rate: Double { fit.parameters[0] }
    var stopSpeed: Double { fit.parameters[1] }

    let fit: BlockLeastSquaresFit
    let rows: [Row]
    /// The release-velocity stage, on the fitted recordings' touches.
    let releaseStage: ReleaseEstimatorStage
    /// The bounce stage, on the recordings released past an edge.
    let bounceStage: BounceStage
    /// The rubber-band stage, on the frames past an edge while the finger holds the content.
    let rubberBandStage: RubberBandStage
    let anyRest: Bool
    /// One line per coast (fitted or validated) cut where it passed an edge.
    let edgeNotes: [String]

    /// Today's defaults: UIKit's `.normal` rate and the model's stop speed.
    static let defaultRate = DecelerationRate.normal.perMillisecond
    static let defaultStopSpeed = Deceleration.stopSpeed

    /// The recordings of `recordings` released inside the edges: what the coast is fitted to.
    static func coasts(_ recordings: [ScrollRecording]) -> [ScrollRecording] { recordings.filter { $0.releasedPast == nil } }

    /// The report on `fitted` (at least one released inside the edges: `coasts`) and `validation`.
    init(fitted all: [ScrollRecording], validation allValidation: [ScrollRecording], solver: LevenbergMarquardt) {
        bounceStage = BounceStage(fitted: all, validation: allValidation, solver: solver)
        rubberBandStage = RubberBandStage(fitted: all, validation: allValidation, solver: solver)
        let fitted = Self.coasts(all), validation = Self.coasts(allValidation)
        let coast = CoastFit(recordings: fitted.map(\.coast))
        fit = coast.fit(solver: solver)
        anyRest = coast.recordings.contains(where: \.showsRest)
        let rate = fit.parameters[0], stopSpeed = fit.parameters[1]
        var rows: [Row] = []
        for (k, recording) in fitted.enumerated() {
            let trimmed = coast.recordings[k]
            let own = Release(start: fit.parameters[2 + 2 * k], velocity: fit.parameters[3 + 2 * k])
            let defaults = Self.refit(trimmed, rate: Self.defaultRate, stopSpeed: Self.defaultStopSpeed, solver: solver)
            rows.append(
                Row(
                    file: recording.file, role: "fit", coast: trimmed,
                    fit: Self.errors(trimmed, release: own, rate: rate, stopSpeed: stopSpeed), defaults: defaults.errors,
                    fitRelease: own, defaultsRelease: defaults.release))
        }
        for recording in validation {
            let trimmed = recording.coast.trimmed
            let fitted = Self.refit(trimmed, rate: rate, stopSpeed: stopSpeed, solver: solver)
            let defaults = Self.refit(trimmed, rate: Self.defaultRate, stopSpeed: Self.defaultStopSpeed, solver: solver)
            rows.append(
                Row(
                    file: recording.file, role: "validate", coast: trimmed, fit: fitted.errors, defaults: defaults.errors,
                    fitRelease: fitted.release, defaultsRelease: defaults.release))
        }
        self.rows = rows
        edgeNotes = (fitted + validation).compactMap { recording in
            recording.edgeReachedAt.map {
                "\(recording.file): the coast passes an edge \(NumberFormat.readable($0)) s after the lift; its frames up to "
                    + "there are the coast (a bounce entered at speed is not fitted)."
            }
        }
        let solved = fit
        releaseStage = ReleaseEstimatorStage(
            releases: fitted.enumerated().map { k, recording in
                .init(
                    file: recording.file, touches: recording.touches, velocity: solved.parameters[3 + 2 * k],
                    standardError: solved.standardErrors[3 + 2 * k])
            })
    }

    /// The errors of `recording` under the model with these constants and release state. A
    /// recording that does not rest is compared without the rest rule (v_s = 0), and each frame
    /// at its `CoastRecording.observationTimes`, as `CoastFit`.
    static func errors(_ recording: CoastRecording, release: Release, rate: Double, stopSpeed: Double) -> Errors {
        let (start, velocity) = (release.start, release.velocity)
        let vs = recording.showsRest ? stopSpeed : 0
        var sum = 0.0, maximum = 0.0
        for (t, x) in zip(recording.observationTimes, recording.offsets) {
            let r = CoastFit.offset(at: t, start: start, velocity: velocity, rate: rate, stopSpeed: vs) - x
            sum += r * r
            maximum = max(maximum, r.magnitude)
        }
        var errors = Errors(rms: (sum / Double(recording.times.count)).squareRoot(), maximum: maximum)
        if recording.showsRest {
            let model = CoastFit.rest(start: start, velocity: velocity, rate: rate, stopSpeed: stopSpeed)
            let recorded = recording.rest
            errors.place = model.place - recorded.place
            errors.duration = model.instant - recorded.instant
        }
        return errors
    }

    /// The best release state (x₀, v₀) for `recording` with r and v_s held at the given
    /// values — the fairest comparison for constants not fitted to it — and its errors.
    static func refit(
        _ recording: CoastRecording, rate: Double, stopSpeed: Double, solver: LevenbergMarquardt
    ) -> (release: Release, errors: Errors) {
        let vs = recording.showsRest ? stopSpeed : 0
        let times = recording.observationTimes, offsets = recording.offsets
        let m = times.count
        let problem = LeastSquaresProblem(
            parameterCount: 2, residualCount: m,
            residuals: { p, r in
                for k in 0..<m { r[k] = CoastFit.offset(at: times[k], start: p[0], velocity: p[1], rate: rate, stopSpeed: vs) - offsets[k] }
            },
            jacobian: { p, j in
                for k in 0..<m {
                    let g = CoastFit.gradient(at: times[k], start: p[0], velocity: p[1], rate: rate, stopSpeed: vs)
                    j[k] = g.start
                    j[k + m] = g.velocity
                }
            })
        let start = CoastFit(recordings: [recording]).start
        let state = solver.minimize(problem, from: [start[2], start[3]]).parameters
        let release = Release(start: state[0], velocity: state[1])
        return (release, errors(recording, release: release, rate: rate, stopSpeed: stopSpeed))
    }

    /// `value` to `decimals` places (≥ 0), locale-free, or `NumberFormat.readable` when it does not fit an Int64.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value.magnitude * scale).rounded()
        guard scaled.isFinite, scaled < 9e18 else { return NumberFormat.readable(value) }
        var digits = String(Int64(scaled))
        if decimals > 0 {
            while digits.count <= decimals { digits = "0" + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        return (value < 0 && scaled != 0 ? "-" : "") + digits
    }

    /// The decimals that show `value` to 4 significant digits, or `half` (a 90 % half-width) to
    /// its first significant digit when that is finer: 0.998007 ± 0.000004, 366.1 ± 31.0.
    static func decimals(_ value: Double, half: Double) -> Int {
        func leading(_ x: Double) -> Int {
            var e = 0, y = x.magnitude
            guard y > 0, y.isFinite else { return 0 }
            while y >= 10 { y /= 10; e += 1 }
            while y < 1 { y *= 10; e -= 1 }
            return e
        }
        return min(max(0, 3 - leading(value), -leading(half)), 12)
    }

    /// `value` to 4 significant digits (a residual, a correlation): 0.1046, 1.282, 366.0.
    static func significant(_ value: Double) -> String {
        fixed(value, decimals: decimals(value, half: 0))
    }

    /// "value ± half" at the 90 % level (`decimals(_:half:)`).
    static func interval(_ value: Double, half: Double) -> String {
        let d = decimals(value, half: half)
        return "\(fixed(value, decimals: d)) ± \(fixed(half, decimals: d))"
    }

    /// The plain conclusion for a fitted constant against its default (and named alternatives):
    /// indistinguishable when the default lies inside the 90 % interval, else the setting to write.
    static func conclusion(
        _ value: Double, half: Double, key: String, defaultValue: Double, defaultName: String,
        alternatives: [(value: Double, name: String, setting: String)] = []
    ) -> String {
        if (value - defaultValue).magnitude <= half { return "indistinguishable from \(defaultName): keep the default" }
        for alternative in alternatives where (value - alternative.value).magnitude <= half {
            return "indistinguishable from \(alternative.name): set `\(key)` to \(alternative.setting)"
        }
        return "set `\(key)` to \(fixed(value, decimals: decimals(value, half: half)))"
    }

    /// The report `tunelab fit` prints and writes as fit.md; `out` is `--out`'s folder (nil
    /// without it: the report then says how to write and use the scenario fragment instead).
    func text(out directory: String?) -> String {
        func number(_ value: Double?) -> String { value.map(NumberFormat.readable) ?? "—" }
        var out = "# tunelab fit: the coast (deceleration and rest rule)\n\n"
        out += "\(rows.filter { $0.role == "fit" }.count) recording(s) fitted, \(fit.residuals.count) frames; "
        out += "stopped: \(fit.stopReason) after \(fit.shared.iterations) iterations\n\n"
        out += "| constant | fitted (90 % interval) | today's default | conclusion |\n|---|---|---|---|\n"
        if fit.identifiable[0], let half = fit.halfWidth90(of: 0) {
            let conclusion = Self.conclusion(
                fit.parameters[0], half: half, key: "scroll.decelerationRate", defaultValue: Self.defaultRate,
                defaultName: "UIKit's `.normal` (0.998)", alternatives: [(0.99, "UIKit's `.fast` (0.99)", "\"fast\"")])
            out += "| decelerationRate r (per ms, UIKit's rawValue) | \(Self.interval(fit.parameters[0], half: half)) | "
            out += "\(NumberFormat.shortest(Self.defaultRate)) | \(conclusion) |\n"
        } else {
            out += "| decelerationRate r (per ms, UIKit's rawValue) | not revealed — these recordings cannot tell it apart from the "
            out += "release velocities | \(NumberFormat.shortest(Self.defaultRate)) | keep the default |\n"
        }
        if anyRest && fit.identifiable[1], let half = fit.halfWidth90(of: 1) {
            let conclusion = Self.conclusion(
                fit.parameters[1], half: half, key: "scroll.stopSpeed", defaultValue: Self.defaultStopSpeed,
                defaultName: "the default \(NumberFormat.shortest(Self.defaultStopSpeed)) pt/s")
            out += "| rest speed v_s (pt/s) | \(Self.interval(fit.parameters[1], half: half)) | "
            out += "\(NumberFormat.shortest(Self.defaultStopSpeed)) | \(conclusion) |\n\n"
            if let r = fit.sharedCorrelation[0][1] {
                out += "correlation of r and v_s: \(number(r))"
                out += r.magnitude > 0.95 ? " — poorly separated: these recordings fix a combination of the two more than each\n\n" : "\n\n"
            }
        } else {
            let why = anyRest ? "the frames at rest do not pin it down" : "no recording comes to rest"
            out +=
                "| rest speed v_s (pt/s) | not revealed — \(why) | \(NumberFormat.shortest(Self.defaultStopSpeed)) | keep the default |\n\n"
        }
        out += "The coast's law: a coast under the per-millisecond law from v₀ is the continuous coast from 0.999·v₀, so these frames, "
        out += "whose release velocity is fitted, cannot tell `scroll.decelerationLaw` apart; keep the default (continuous, today's iOS) "
        out += "unless the recordings are of iOS before the change (docs/provenance.md).\n\n"
        out +=
            "residuals (model − recording): RMS \(NumberFormat.readable(fit.residualRMS)) pt, max \(NumberFormat.readable(fit.residualMaximum)) pt\n\n"
        out += "| recording | role | RMS fit / defaults (pt) | rest place error fit / defaults (pt) | duration error fit / defaults (s) |\n"
        out += "|---|---|---|---|---|\n"
        for row in rows {
            let place = row.fit.place == nil ? "not at rest in the recording" : "\(number(row.fit.place)) / \(number(row.defaults.place))"
            let duration =
                row.fit.duration == nil ? "not at rest in the recording" : "\(number(row.fit.duration)) / \(number(row.defaults.duration))"
            out += "| \(row.file) | \(row.role) | \(number(row.fit.rms)) / \(number(row.defaults.rms)) | \(place) | \(duration) |\n"
        }
        if !edgeNotes.isEmpty { out += "\n" + edgeNotes.joined(separator: "\n") + "\n" }
        out += "\n" + releaseStage.text
        out += rubberBandStage.text
        out += bounceStage.text
        var carried = ["scroll.decelerationRate"]
        if fittedStopSpeed != nil { carried.append("scroll.stopSpeed") }
        if rubberBandStage.scenarioEntry != nil { carried.append("scroll.rubberBand") }
        if bounceStage.scenarioEntry != nil { carried.append("scroll.bounce") }
        if releaseStage.best != nil { carried.append("touch.velocityEstimator") }
        let keeps = fittedStopSpeed == nil ? " (the rest speed keeps its default: not revealed)" : ""
        if let directory {
            _ = directory  // the folder is not named, so that a report is the same bytes in any folder
            out += "Written with this report: scenario.json carries " + carried.joined(separator: ", ") + keeps + ".\n"
        } else {
            out += "Nothing written (no --out). With --out DIR, DIR/scenario.json carries " + carried.joined(separator: ", ") + keeps
            out += "; run it with `tunelab run DIR/scenario.json`, or copy its `scroll` keys into your scenario.\n"
        }
        return out
    }

    /// fit.csv: one row per recording; a bounce recording's role is `bounce-fit` or
    /// `bounce-validate`, its rest and duration cells empty.
    var csv: String {
        var out =
            "recording,role,rms_fit_pt,rms_defaults_pt,rest_place_error_fit_pt,rest_place_error_defaults_pt,duration_error_fit_s,duration_error_defaults_s\n"
        for row in rows {
            let fields = [
                CSVFormat.escape(row.file), row.role,
                NumberFormat.shortest(row.fit.rms), NumberFormat.shortest(row.defaults.rms),
                NumberFormat.shortest(row.fit.place), NumberFormat.shortest(row.defaults.place),
                NumberFormat.shortest(row.fit.duration), NumberFormat.shortest(row.defaults.duration)
            ]
            out += fields.joined(separator: ",") + "\n"
        }
        for row in bounceStage.rows {
            let fields = [
                CSVFormat.escape(row.file), "bounce-" + row.role, NumberFormat.shortest(row.fitRMS),
                NumberFormat.shortest(row.defaultsRMS), "", "", "", ""
            ]
            out += fields.joined(separator: ",") + "\n"
        }
        return out
    }

    /// The fitted rest speed v_s (pt/s) when the recordings reveal it and `scroll.stopSpeed`
    /// accepts it (in (0, 10⁹)); nil otherwise.
    var fittedStopSpeed: Double? {
        anyRest && fit.identifiable[1] && stopSpeed > 0 && stopSpeed < 1e9 ? stopSpeed : nil
    }

    /// scenario.json: the fitted rate, the rest speed and the best velocity estimator (each when
    /// revealed) as a scenario fragment `run` and `sweep` accept.
    var scenario: String {
        let stop = fittedStopSpeed.map { ", \"stopSpeed\": \(NumberFormat.shortest($0))" } ?? ""
        let bounce = [rubberBandStage.scenarioEntry, bounceStage.scenarioEntry].compactMap { $0.map { ", " + $0 } }.joined()
        let touch = releaseStage.best.map { ", \"touch\": {\"velocityEstimator\": \"\($0.rawValue)\"}" } ?? ""
        return "{\"scroll\": {\"decelerationRate\": \(NumberFormat.shortest(fit.parameters[0]))\(stop)\(bounce)}\(touch)}\n"
    }
}
