import ScrollPhysics

/// Every metric in a designer's words: a plain label, a one-line explanation and a readable
/// unit — the one table the report pages and `summary.md` read (docs/metrics.md, "In plain
/// words"). The CSV files keep the column names and raw units.
///
/// Readable units: a `fraction` (0…1) and `overlap_cv` (a ratio to the mean) print as a
/// percentage (value × 100, `%`), `velocity_gain` as a multiple (`×`), counts bare, the rest
/// in their unit (`pt`, `s`, `pt/s`, `pt/s²`).
public enum MetricGlossary {
    /// How a metric's value reads.
    public enum Scale: Sendable, Equatable {
        /// The value in its unit: `16.43 pt`.
        case unit(String)
        /// value × 100 with `%`: 0.01108 → `1.108 %`.
        case percent
        /// value with `×`: 4.414 → `4.414×`.
        case multiple
        /// A bare count: `54`.
        case count
    }

    /// One metric in plain words: its label, what it means, and how its value reads.
    public struct Entry: Sendable, Equatable {
        /// The plain label: `jitter`, `focus error`.
        public let label: String
        /// One line on what the number means.
        public let explanation: String
        public let scale: Scale
    }

    /// The entry of `metric` (exhaustive: a new metric needs its words here).
    public static func entry(_ metric: Metric) -> Entry {
        switch metric {
        case .overlapMeanPt:
            return Entry(
                label: "card overlap", explanation: "how far neighbouring cards overlap on average; negative is a gap", scale: .unit("pt"))
        case .overlapCV:
            return Entry(
                label: "overlap variation",
                explanation: "how much the overlap of neighbouring cards changes as the stack moves, in % of its mean; 0 is constant",
                scale: .percent)
        case .jitterRMSPt:
            return Entry(
                label: "jitter", explanation: "how unevenly the cards move from frame to frame (RMS of each card's second difference)",
                scale: .unit("pt"))
        case .reversals:
            return Entry(
                label: "back-steps", explanation: "times a card moves backwards while the scroll keeps its direction", scale: .count)
        case .pixelFlips:
            return Entry(
                label: "pixel flicker", explanation: "back-steps large enough to show as one-pixel flicker on the device", scale: .count)
        case .maxStepPt:
            return Entry(label: "largest jump", explanation: "the farthest a card's centre moves between two frames", scale: .unit("pt"))
        case .zViolations:
            return Entry(
                label: "stacking errors", explanation: "overlapping card pairs, summed over frames, whose larger card is not on top",
                scale: .count)
        case .focusErrorRate:
            return Entry(
                label: "focus error", explanation: "share of frames whose card nearest the centre is not the largest, top-most card",
                scale: .percent)
        case .alphaReversals:
            return Entry(
                label: "fade flicker", explanation: "times a card's opacity turns back while the scroll keeps its direction", scale: .count)
        case .parallaxSaturation:
            return Entry(
                label: "parallax stuck", explanation: "share of the time a parallax layer is held at its clamp and stops moving",
                scale: .percent)
        case .releaseVelocityError:
            return Entry(
                label: "release speed error", explanation: "how far the estimated finger speed at release is from the true one",
                scale: .unit("pt/s"))
        case .travelPt:
            return Entry(label: "flick distance", explanation: "how far the content moves after the finger lifts", scale: .unit("pt"))
        case .maxOverscrollPt:
            return Entry(label: "overscroll", explanation: "how far the content is pulled past its ends", scale: .unit("pt"))
        case .overshootPt:
            return Entry(
                label: "overshoot", explanation: "how far the content passes its resting place before it comes back", scale: .unit("pt"))
        case .settleTimeS:
            return Entry(label: "settle time", explanation: "time from the release until the content rests", scale: .unit("s"))
        case .restErrorPt:
            return Entry(
                label: "off-snap distance", explanation: "how far from the nearest snap point the content rests", scale: .unit("pt"))
        case .velocityGain:
            return Entry(
                label: "throw", explanation: "top speed after the release ÷ the finger's speed; 1× moves at the finger's speed",
                scale: .multiple)
        case .peakAccelerationPtS2:
            return Entry(label: "hardest jolt", explanation: "the largest change of speed between two frames", scale: .unit("pt/s²"))
        }
    }

    /// The plain label of `metric`.
    public static func label(_ metric: Metric) -> String { entry(metric).label }

    /// The readable unit: `pt`, `%`, `×`, or `""` for a count.
    public static func unit(_ metric: Metric) -> String {
        switch entry(metric).scale {
        case .unit(let u): return u
        case .percent: return "%"
        case .multiple: return "×"
        case .count: return ""
        }
    }

    /// A column header: `jitter (pt)`, `focus error (%)`, `pixel flicker`.
    public static func header(_ metric: Metric) -> String {
        let u = unit(metric)
        return u.isEmpty ? label(metric) : "\(label(metric)) (\(u))"
    }

    /// The value as a number in the readable unit (4 significant digits, `ReadableNumber`):
    /// 0.01108 of a fraction → `1.108`; `""` for nil.
    public static func number(_ value: Double?, _ metric: Metric) -> String {
        guard let value else { return "" }
        return entry(metric).scale == .percent ? ReadableNumber.text(value * 100) : ReadableNumber.text(value)
    }

    /// The value with its readable unit: `16.43 pt`, `1.108 %`, `4.414×`, `54`; `"empty"` for nil.
    public static func text(_ value: Double?, _ metric: Metric) -> String {
        guard value != nil else { return "empty" }
        let n = number(value, metric)
        switch entry(metric).scale {
        case .unit(let u): return "\(n) \(u)"
        case .percent: return "\(n) %"
        case .multiple: return "\(n)×"
        case .count: return n
        }
    }

    /// A results.csv cell of `metric` in the readable unit (a non-number cell unchanged).
    public static func cell(_ text: String, _ metric: Metric) -> String {
        guard let value = Double(text), value.isFinite else { return text }
        return number(value, metric)
    }
}
