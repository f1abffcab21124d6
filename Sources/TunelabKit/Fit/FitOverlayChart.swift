import ScrollPhysics

/// overlay.svg of `tunelab fit --out`: for each recording, the recorded offsets beside the
/// model under the fitted constants and under today's defaults (each with its own release state
/// x₀, v₀, as `FitReport` fits it), and a second panel of the residuals, model − recording (pt),
/// at each frame (the first resting frame against the rest place, as `CoastFit` compares it);
/// then each bounce back (`BounceStage`) under the fitted spring and today's, at the fitted lag.
struct FitOverlayChart {
    let report: FitReport

    /// Samples of each model curve between a recording's first and last frame.
    static let samples = 240

    func render() -> String {
        let recordedColor = ChartStyle.ink, fitColor = ChartStyle.series[0], defaultsColor = ChartStyle.series[1]
        var legend = LegendRow()
        legend.entries = [
            (.line(color: recordedColor, dash: nil), "recording"),
            (.line(color: fitColor, dash: nil), "fit (r \(NumberFormat.shortest(report.rate)))"),
            (
                .line(color: defaultsColor, dash: ChartStyle.dashes[1]),
                "today's defaults (r \(NumberFormat.shortest(FitReport.defaultRate)))"
            )
        ]
        var panels: [LinePanel] = []
        var lo = Double.infinity, hi = -Double.infinity
        for row in report.rows {
            let coast = row.coast
            let times = coast.times
            lo = min(lo, times[0])
            hi = max(hi, times[times.count - 1])
            let vs = coast.showsRest ? report.stopSpeed : 0
            let defaultsVs = coast.showsRest ? FitReport.defaultStopSpeed : 0
            func curve(_ release: FitReport.Release, rate: Double, stopSpeed: Double) -> [(x: Double, y: Double)] {
                let (t0, t1) = (times[0], times[times.count - 1])
                return (0...Self.samples).map { k in
                    let t = t0 + (t1 - t0) * Double(k) / Double(Self.samples)
                    return (t, CoastFit.offset(at: t, start: release.start, velocity: release.velocity, rate: rate, stopSpeed: stopSpeed))
                }
            }
            func residuals(_ release: FitReport.Release, rate: Double, stopSpeed: Double) -> [(x: Double, y: Double)] {
                zip(times, zip(coast.observationTimes, coast.offsets)).map { time, observed in
                    let model = CoastFit.offset(
                        at: observed.0, start: release.start, velocity: release.velocity, rate: rate, stopSpeed: stopSpeed)
                    return (time, model - observed.1)
                }
            }
            let name = row.file.split(separator: "/").last.map(String.init) ?? row.file
            let recorded = zip(times, coast.offsets).map { (x: $0, y: $1) }
            panels.append(
                LinePanel(
                    yTitle: "\(name) (\(row.role)): offset (pt)",
                    series: [
                        LineSeries(label: "recording", color: recordedColor, dash: nil, pieces: [recorded]),
                        LineSeries(
                            label: "fit", color: fitColor, dash: nil, pieces: [curve(row.fitRelease, rate: report.rate, stopSpeed: vs)]),
                        LineSeries(
                            label: "today's defaults", color: defaultsColor, dash: ChartStyle.dashes[1],
                            pieces: [curve(row.defaultsRelease, rate: FitReport.defaultRate, stopSpeed: defaultsVs)])
                    ]))
            panels.append(
                LinePanel(
                    yTitle: "\(name): model − recording (pt)",
                    series: [
                        LineSeries(
                            label: "fit", color: fitColor, dash: nil,
                            pieces: [residuals(row.fitRelease, rate: report.rate, stopSpeed: vs)]),
                        LineSeries(
                            label: "today's defaults", color: defaultsColor, dash: ChartStyle.dashes[1],
                            pieces: [residuals(row.defaultsRelease, rate: FitReport.defaultRate, stopSpeed: defaultsVs)])
                    ]))
        }
        if let fit = report.bounceStage.fit {
            let (k, c, lag) = (fit.parameters[0], fit.parameters[1], fit.parameters[2])
            let spring = BounceStage.defaults
            for row in report.bounceStage.rows {
                let recording = row.recording
                let times = recording.times
                lo = min(lo, times[0])
                hi = max(hi, times[times.count - 1])
                func offset(_ t: Double, _ k: Double, _ c: Double) -> Double {
                    BounceFit.offset(at: t, of: recording, stiffness: k, damping: c, lag: lag)
                }
                func curve(_ k: Double, _ c: Double) -> [(x: Double, y: Double)] {
                    let (t0, t1) = (times[0], times[times.count - 1])
                    return (0...Self.samples).map { n in
                        let t = t0 + (t1 - t0) * Double(n) / Double(Self.samples)
                        return (t, offset(t, k, c))
                    }
                }
                func residuals(_ k: Double, _ c: Double) -> [(x: Double, y: Double)] {
                    zip(times, recording.offsets).map { ($0, offset($0, k, c) - $1) }
                }
                let name = row.file.split(separator: "/").last.map(String.init) ?? row.file
                panels.append(
                    LinePanel(
                        yTitle: "\(name) (bounce, \(row.role)): offset (pt)",
                        series: [
                            LineSeries(
                                label: "recording", color: recordedColor, dash: nil,
                                pieces: [zip(times, recording.offsets).map { (x: $0, y: $1) }]),
                            LineSeries(label: "fit", color: fitColor, dash: nil, pieces: [curve(k, c)]),
                            LineSeries(
                                label: "today's defaults", color: defaultsColor, dash: ChartStyle.dashes[1],
                                pieces: [curve(spring.stiffness, spring.damping)])
                        ]))
                panels.append(
                    LinePanel(
                        yTitle: "\(name) (bounce): model − recording (pt)",
                        series: [
                            LineSeries(label: "fit", color: fitColor, dash: nil, pieces: [residuals(k, c)]),
                            LineSeries(
                                label: "today's defaults", color: defaultsColor, dash: ChartStyle.dashes[1],
                                pieces: [residuals(spring.stiffness, spring.damping)])
                        ]))
            }
        }
        if let fit = report.rubberBandStage.fit {
            let (c, d) = (fit.parameters[0], fit.parameters[1])
            for row in report.rubberBandStage.rows where !row.drag.isEmpty {
                let times = row.drag.map(\.time)
                lo = min(lo, times.min() ?? lo)
                hi = max(hi, times.max() ?? hi)
                func shown(_ constant: Double) -> [(x: Double, y: Double)] {
                    row.drag.map { ($0.time, RubberBand.offset($0.pull, dimension: d, constant: constant)) }
                }
                func residuals(_ constant: Double) -> [(x: Double, y: Double)] {
                    row.drag.map { ($0.time, RubberBand.offset($0.pull, dimension: d, constant: constant) - $0.overscroll) }
                }
                let name = row.file.split(separator: "/").last.map(String.init) ?? row.file
                panels.append(
                    LinePanel(
                        yTitle: "\(name) (rubber band, \(row.role)): overscroll shown (pt)",
                        series: [
                            LineSeries(
                                label: "recording", color: recordedColor, dash: nil, pieces: [row.drag.map { ($0.time, $0.overscroll) }]),
                            LineSeries(label: "fit", color: fitColor, dash: nil, pieces: [shown(c)]),
                            LineSeries(
                                label: "today's defaults", color: defaultsColor, dash: ChartStyle.dashes[1],
                                pieces: [shown(RubberBand.defaultConstant)])
                        ]))
                panels.append(
                    LinePanel(
                        yTitle: "\(name) (rubber band): model − recording (pt)",
                        series: [
                            LineSeries(label: "fit", color: fitColor, dash: nil, pieces: [residuals(c)]),
                            LineSeries(
                                label: "today's defaults", color: defaultsColor, dash: ChartStyle.dashes[1],
                                pieces: [residuals(RubberBand.defaultConstant)])
                        ]))
            }
        }
        let note =
            "Each model's release offset and velocity are fitted to its recording; the residual at the first resting frame "
            + "compares the model's rest place with it. A bounce back is drawn under the fitted spring and today's, both at "
            + "the fitted lag; a drag past an edge (before the lift) under the fitted rubber band and c = 0.55 at the "
            + "fitted dimension (docs/fitting.md)."
        return PanelChart(
            title: "tunelab fit: the recordings, the fit and today's defaults", notes: [note], legend: legend, panels: panels,
            xTitle: "time since the lift (s)", xRange: lo <= hi ? (lo, hi) : (0, 1)
        ).render()
    }
}
