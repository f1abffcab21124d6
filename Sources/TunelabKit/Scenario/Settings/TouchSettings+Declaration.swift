import ScrollPhysics

extension TouchSettings {
    /// `touch.*` (docs/scenario.md#touch), in the order the decoder reads and the encoder writes
    /// them. Defaults are `TouchSettings()`'s.
    static let settings: [ScenarioSetting<TouchSettings>] = [
        .integer(
            "rate", \.rate, .integers(1, 100_000, "a positive integer (Hz)"),
            doc: "Touch samples per second while the finger moves, Hz."),
        .number(
            "noise", \.noise, .nonNegative(below: 1e6, "a number ≥ 0 (pt)"),
            doc: "σ of Gaussian noise added to each move sample, pt.", label: "touch noise (pt)"),
        .integer(
            "seed", .integers(0, nil, "an integer ≥ 0"), get: { Int(clamping: $0.seed) }, set: { $0.seed = UInt64($1) },
            doc: "SplitMix64 seed of the noise."),
        .choice(
            "velocityEstimator", \.velocityEstimator,
            doc: "Release velocity: least-squares quadratic, Flutter's iOS tracker, or the last two samples.")
    ]
}
