import Foundation
import ScrollPhysics

/// One NIST StRD nonlinear regression problem, read from NIST's own file
/// (Tests/PhysicsTests/Fit/NIST/*.dat; see the README there for provenance).
struct NISTProblem: CustomStringConvertible {
    let name: String
    let difficulty: String
    /// The two starting points NIST gives.
    let starts: [[Double]]
    /// The certified parameters and their standard deviations.
    let certified: [Double]
    let certifiedErrors: [Double]
    let certifiedResidualSumOfSquares: Double
    /// Predictor rows and responses (Nelson's response is log y, as its model states).
    let predictors: [[Double]]
    let responses: [Double]

    var description: String { name }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fit/NIST")

    static let lower = ["Misra1a", "Chwirut2", "Chwirut1", "Lanczos3", "Gauss1", "Gauss2", "DanWood", "Misra1b"]
    static let average = [
        "Kirby2", "Hahn1", "Nelson", "MGH17", "Lanczos1", "Lanczos2", "Gauss3", "Misra1c", "Misra1d", "Roszman1", "ENSO"
    ]

    static func load(_ name: String) throws -> NISTProblem {
        let text = try String(contentsOf: folder.appendingPathComponent("\(name).dat"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func numbers(_ line: some StringProtocol) -> [Double] {
            line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).compactMap { Double($0) }
        }
        var starts: [[Double]] = [[], []]
        var certified: [Double] = []
        var errors: [Double] = []
        var ssr = Double.nan
        var difficulty = ""
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.range(of: #"^b\d+\s*="#, options: .regularExpression) != nil {
                let values = numbers(trimmed.split(separator: "=", maxSplits: 1)[1])
                precondition(values.count == 4, "\(name): \(line)")
                starts[0].append(values[0])
                starts[1].append(values[1])
                certified.append(values[2])
                errors.append(values[3])
            } else if trimmed.hasPrefix("Residual Sum of Squares:") {
                ssr = numbers(trimmed).last ?? .nan
            } else if trimmed.hasSuffix("Level of Difficulty") {
                difficulty = trimmed.components(separatedBy: " ").first ?? ""
            }
        }
        guard let header = lines.lastIndex(where: { $0.hasPrefix("Data:") }) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        var predictors: [[Double]] = []
        var responses: [Double] = []
        for line in lines[(header + 1)...] {
            let row = numbers(line)
            guard row.count >= 2 else { continue }
            responses.append(name == "Nelson" ? log(row[0]) : row[0])
            predictors.append(Array(row.dropFirst()))
        }
        return NISTProblem(
            name: name, difficulty: difficulty, starts: starts, certified: certified, certifiedErrors: errors,
            certifiedResidualSumOfSquares: ssr, predictors: predictors, responses: responses)
    }

    /// The model f(x; b), as NIST states it, and its gradient ∂f/∂b by hand.
    func model(_ x: [Double], _ b: [Double]) -> (value: Double, gradient: [Double]) {
        let t = x[0]
        switch name {
        case "Misra1a":
            let e = exp(-b[1] * t)
            return (b[0] * (1 - e), [1 - e, b[0] * t * e])
        case "Misra1b":
            let u = 1 + b[1] * t / 2
            return (b[0] * (1 - 1 / (u * u)), [1 - 1 / (u * u), b[0] * t / (u * u * u)])
        case "Misra1c":
            let u = 1 + 2 * b[1] * t
            let root = u.squareRoot()
            return (b[0] * (1 - 1 / root), [1 - 1 / root, b[0] * t / (u * root)])
        case "Misra1d":
            let u = 1 + b[1] * t
            return (b[0] * b[1] * t / u, [b[1] * t / u, b[0] * t / (u * u)])
        case "Chwirut1", "Chwirut2":
            let e = exp(-b[0] * t)
            let d = b[1] + b[2] * t
            return (e / d, [-t * e / d, -e / (d * d), -t * e / (d * d)])
        case "Lanczos1", "Lanczos2", "Lanczos3":
            var value = 0.0
            var gradient: [Double] = []
            for k in 0..<3 {
                let e = exp(-b[2 * k + 1] * t)
                value += b[2 * k] * e
                gradient += [e, -b[2 * k] * t * e]
            }
            return (value, gradient)
        case "Gauss1", "Gauss2", "Gauss3":
            let e = exp(-b[1] * t)
            var value = b[0] * e
            var gradient = [e, -b[0] * t * e]
            for k in [2, 5] {
                let d = t - b[k + 1]
                let w = b[k + 2]
                let g = exp(-d * d / (w * w))
                value += b[k] * g
                gradient += [g, b[k] * g * 2 * d / (w * w), b[k] * g * 2 * d * d / (w * w * w)]
            }
            return (value, gradient)
        case "DanWood":
            let p = pow(t, b[1])
            return (b[0] * p, [p, b[0] * p * log(t)])
        case "Kirby2":
            let n = b[0] + b[1] * t + b[2] * t * t
            let d = 1 + b[3] * t + b[4] * t * t
            return (n / d, [1 / d, t / d, t * t / d, -n * t / (d * d), -n * t * t / (d * d)])
        case "Hahn1":
            let n = b[0] + b[1] * t + b[2] * t * t + b[3] * t * t * t
            let d = 1 + b[4] * t + b[5] * t * t + b[6] * t * t * t
            let q = -n / (d * d)
            return (n / d, [1 / d, t / d, t * t / d, t * t * t / d, q * t, q * t * t, q * t * t * t])
        case "Nelson":
            let e = exp(-b[2] * x[1])
            return (b[0] - b[1] * t * e, [1, -t * e, b[1] * t * x[1] * e])
        case "MGH17":
            let e4 = exp(-t * b[3])
            let e5 = exp(-t * b[4])
            return (b[0] + b[1] * e4 + b[2] * e5, [1, e4, e5, -b[1] * t * e4, -b[2] * t * e5])
        case "Roszman1":
            let d = t - b[3]
            let q = b[2] / d
            let s = 1 / (Double.pi * (1 + q * q))
            return (b[0] - b[1] * t - atan(q) / Double.pi, [1, -t, -s / d, -s * b[2] / (d * d)])
        case "ENSO":
            let w = 2 * Double.pi * t
            var value = b[0] + b[1] * cos(w / 12) + b[2] * sin(w / 12)
            var gradient = [1, cos(w / 12), sin(w / 12)]
            for k in [3, 6] {
                let (c, s) = (cos(w / b[k]), sin(w / b[k]))
                value += b[k + 1] * c + b[k + 2] * s
                gradient += [(b[k + 1] * s - b[k + 2] * c) * w / (b[k] * b[k]), c, s]
            }
            return (value, gradient)
        default: preconditionFailure("no model for \(name)")
        }
    }

    /// The least-squares problem rᵢ = f(xᵢ; b) − yᵢ, with the exact Jacobian when `analytic`.
    func problem(analytic: Bool) -> LeastSquaresProblem {
        let n = certified.count
        let m = responses.count
        let rows = predictors
        let ys = responses
        let this = self
        return LeastSquaresProblem(
            parameterCount: n, residualCount: m,
            residuals: { b, r in
                for i in 0..<m { r[i] = this.model(rows[i], b).value - ys[i] }
            },
            jacobian: analytic
                ? { b, jacobian in
                    for i in 0..<m {
                        let gradient = this.model(rows[i], b).gradient
                        for j in 0..<n { jacobian[i + j * m] = gradient[j] }
                    }
                } : nil)
    }
}

/// The log relative error −log₁₀(|q − c|/|c|): the number of significant digits q shares with
/// the certified value c (NIST's and McCullough's measure; 15.9 when equal).
func logRelativeError(_ q: Double, certified c: Double) -> Double {
    if q == c { return 15.9 }
    return min(15.9, -log10((q - c).magnitude / c.magnitude))
}
