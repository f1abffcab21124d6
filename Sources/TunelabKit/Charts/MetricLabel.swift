import ScrollPhysics

/// What a designer reads next to a metric: its unit, and how charts rank it.
public enum MetricLabel {
    /// The unit of a `Metric` column (docs/metrics.md): `pt`, `s`, `pt/s`, `count`,
    /// `fraction`, `ratio` or `pt/s²`; `""` for a column that is no metric.
    public static func unit(_ column: String) -> String {
        guard let metric = Metric(rawValue: column) else { return "" }
        switch metric {
        case .overlapMeanPt, .jitterRMSPt, .maxStepPt, .travelPt, .maxOverscrollPt, .overshootPt, .restErrorPt:
            return "pt"
        case .settleTimeS: return "s"
        case .releaseVelocityError: return "pt/s"
        case .peakAccelerationPtS2: return "pt/s²"
        case .velocityGain: return "ratio"
        case .reversals, .pixelFlips, .zViolations, .alphaReversals: return "count"
        case .focusErrorRate, .parallaxSaturation: return "fraction"
        case .overlapCV: return "ratio"
        }
    }

    /// `name (unit)`, or the bare name when it has no unit.
    public static func title(_ column: String) -> String {
        let u = unit(column)
        return u.isEmpty ? column : "\(column) (\(u))"
    }

    /// A chart's title for `column`: the plain label, then the column and its unit
    /// (`jitter (jitter_rms_pt, pt)`; `MetricGlossary`); `title` for a column that is no metric.
    public static func chartTitle(_ column: String) -> String {
        guard let metric = Metric(rawValue: column) else { return title(column) }
        let u = unit(column)
        return "\(MetricGlossary.label(metric)) (\(column)\(u.isEmpty ? "" : ", \(u)"))"
    }

    /// An axis title in plain words for what a chart plots of `column` (its rank value):
    /// `jitter (pt)`, `pixel flicker`, and for a signed metric, plotted as |value|,
    /// `card overlap, distance from 0 (pt)`; `title` for a column that is no metric.
    public static func plainTitle(_ column: String) -> String {
        guard let metric = Metric(rawValue: column) else { return title(column) }
        let u = unit(column)
        let label = MetricGlossary.label(metric) + (metric.isSigned ? ", distance from 0" : "")
        return u.isEmpty || u == "count" ? label : "\(label) (\(u))"
    }

    /// The plain explanation of `column` as a chart note (`Jitter: how unevenly …`); nil for no metric.
    public static func chartNote(_ column: String) -> String? {
        guard let metric = Metric(rawValue: column) else { return nil }
        let label = MetricGlossary.label(metric)
        return label.prefix(1).uppercased() + label.dropFirst() + ": " + MetricGlossary.entry(metric).explanation + "."
    }

    /// Whether charts rank `column` by magnitude: the signed metrics
    /// (`overlap_mean_pt`, `release_velocity_error`, `travel_pt`), whose best is
    /// nearest zero, as `aggregate: worst` folds them (docs/grid.md).
    public static func ranksByMagnitude(_ column: String) -> Bool {
        Metric(rawValue: column)?.isSigned ?? false
    }

    /// The value a chart minimises: |v| for signed metrics, v otherwise.
    public static func rankValue(_ value: Double, column: String) -> Double {
        ranksByMagnitude(column) ? abs(value) : value
    }
}
