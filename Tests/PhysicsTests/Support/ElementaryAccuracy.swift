import Foundation
import ScrollPhysics

#if canImport(Glibc)
    import Glibc
#endif

/// Error statistics of one function over one argument range, in ulps of the exact result.
struct UlpStats {
    var name: String
    var range: String
    var count = 0
    var correctlyRounded = 0  // error ≤ 0.5 ulp
    var nearlyRounded = 0  // error ≤ 0.501 ulp
    var maxError = 0.0
    var worstArgument = "-"

    mutating func add(_ error: Double, _ argument: @autoclosure () -> String) {
        count += 1
        if error <= 0.5 { correctlyRounded += 1 }
        if error <= 0.501 { nearlyRounded += 1 }
        if error > maxError {
            maxError = error
            worstArgument = argument()
        }
    }

    mutating func merge(_ other: UlpStats) {
        count += other.count
        correctlyRounded += other.correctlyRounded
        nearlyRounded += other.nearlyRounded
        if other.maxError > maxError {
            maxError = other.maxError
            worstArgument = other.worstArgument
        }
    }

    /// A Markdown table row: function, range, points, share ≤ 0.5 ulp, ≤ 0.501 ulp, max, where.
    var row: String {
        func share(_ n: Int) -> String { String(format: "%.4f %%", 100 * Double(n) / Double(max(count, 1))) }
        return "| \(name) | \(range) | \(count) | \(share(correctlyRounded)) | \(share(nearlyRounded)) | "
            + String(format: "%.4f", maxError) + " | \(worstArgument) |"
    }

    static let header = """
        | function | arguments | points | ≤ 0.5 ulp (correctly rounded) | ≤ 0.501 ulp | max error (ulp) | worst argument |
        |---|---|---:|---:|---:|---:|---|
        """
}

/// A deterministic generator of test arguments (SplitMix64).
struct ArgumentGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [a, b].
    mutating func uniform(_ a: Double, _ b: Double) -> Double {
        a + (b - a) * (Double(next() >> 11) * 0x1p-53)
    }

    /// A double with uniformly random bits between two positive values' bit patterns:
    /// every binade equally likely (subnormals included when `a` is).
    mutating func logUniform(_ a: Double, _ b: Double) -> Double {
        let lo = a.bitPattern, hi = b.bitPattern
        return Double(bitPattern: lo + next() % (hi - lo + 1))
    }

    /// ± `logUniform`.
    mutating func signedLogUniform(_ a: Double, _ b: Double) -> Double {
        let x = logUniform(a, b)
        return next() & 1 == 0 ? x : -x
    }
}

enum AccuracyConfig {
    /// Points per function family: `ELEMENTARY_POINTS` (the release-mode table run uses
    /// millions), else a count that keeps the debug test set short.
    static var pointsPerFamily: Int {
        if let text = ProcessInfo.processInfo.environment["ELEMENTARY_POINTS"], let n = Int(text), n > 0 { return n }
        return 60_000
    }
}

#if arch(x86_64) && canImport(Glibc)
    /// Error of `ours` against a Float80 reference (glibc's long-double functions, far more
    /// accurate than a double ulp), in ulps of the double nearest the reference.
    func ulpError(_ ours: Double, _ reference: Float80) -> Double {
        if reference.isNaN { return ours.isNaN ? 0 : .infinity }
        if ours.isNaN { return .infinity }
        let rounded = Double(reference)
        if rounded.isInfinite { return ours == rounded ? 0 : .infinity }
        if reference == 0 { return ours == 0 ? 0 : .infinity }
        let exponent = max(Int(reference.exponent) - 52, -1074)
        let ulp = Float80(sign: .plus, exponent: Float80.Exponent(exponent), significand: 1)
        return Double(abs(Float80(ours) - reference) / ulp)
    }

    /// One function over one range: `count` arguments from `argument`, errors against `reference`.
    func measure(
        _ name: String, _ range: String, count: Int, seed: UInt64,
        argument: (inout ArgumentGenerator) -> (Double, Double),
        ours: (Double, Double) -> Double, reference: (Float80, Float80) -> Float80, binary: Bool = false
    ) -> UlpStats {
        var stats = UlpStats(name: name, range: range)
        var generator = ArgumentGenerator(state: seed)
        for _ in 0..<count {
            let (x, y) = argument(&generator)
            let error = ulpError(ours(x, y), reference(Float80(x), Float80(y)))
            stats.add(error, binary ? "(\(x), \(y))" : "\(x)")
        }
        return stats
    }
#endif
