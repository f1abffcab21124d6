import ScrollPhysics

/// The strategy constants of Hansen's (μ/μ_w, λ)-CMA-ES with its default settings
/// (N. Hansen, *The CMA Evolution Strategy: A Tutorial*, arXiv:1604.00772, 2016, Table 1,
/// positive recombination weights only).
///
/// λ = 4 + ⌊3·ln n⌋, μ = ⌊λ/2⌋, w_i ∝ ln((λ + 1)/2) − ln i (i ≤ μ, Σw = 1), μ_eff = 1/Σw²,
/// c_σ = (μ_eff + 2)/(n + μ_eff + 5), d_σ = 1 + 2·max(0, √((μ_eff − 1)/(n + 1)) − 1) + c_σ,
/// c_c = (4 + μ_eff/n)/(n + 4 + 2μ_eff/n), c₁ = 2/((n + 1.3)² + μ_eff),
/// c_μ = min(1 − c₁, 2(μ_eff − 2 + 1/μ_eff)/((n + 2)² + μ_eff)),
/// E‖N(0, I)‖ ≈ √n·(1 − 1/(4n) + 1/(21n²)).
public struct CMAESParameters: Sendable, Equatable {
    public let dimension: Int
    /// λ, the candidates a generation.
    public let populationSize: Int
    /// μ, the candidates recombined.
    public let parents: Int
    public let weights: [Double]
    public let muEff: Double
    public let cSigma: Double
    public let dSigma: Double
    public let cC: Double
    public let c1: Double
    public let cMu: Double
    /// E‖N(0, I)‖.
    public let chiN: Double

    /// The default population for dimension n: 4 + ⌊3·ln n⌋.
    public static func defaultPopulation(dimension n: Int) -> Int {
        4 + Int((3 * Elementary.log(Double(max(n, 1)))).rounded(.down))
    }

    /// The constants for `dimension` n ≥ 1 and `populationSize` λ ≥ 2 (nil: the default).
    public init(dimension n: Int, populationSize: Int? = nil) {
        precondition(n >= 1, "CMAESParameters: dimension \(n) < 1")
        let lambda = max(populationSize ?? Self.defaultPopulation(dimension: n), 2)
        let mu = lambda / 2
        let nd = Double(n)
        var w = (1...mu).map { Elementary.log(Double(lambda + 1) / 2) - Elementary.log(Double($0)) }
        let sum = w.reduce(0, +)
        w = w.map { $0 / sum }
        let muEff = 1 / w.reduce(0) { $0 + $1 * $1 }
        dimension = n
        self.populationSize = lambda
        parents = mu
        weights = w
        self.muEff = muEff
        cSigma = (muEff + 2) / (nd + muEff + 5)
        dSigma = 1 + 2 * max(0, ((muEff - 1) / (nd + 1)).squareRoot() - 1) + cSigma
        cC = (4 + muEff / nd) / (nd + 4 + 2 * muEff / nd)
        c1 = 2 / ((nd + 1.3) * (nd + 1.3) + muEff)
        cMu = min(1 - c1, 2 * (muEff - 2 + 1 / muEff) / ((nd + 2) * (nd + 2) + muEff))
        chiN = nd.squareRoot() * (1 - 1 / (4 * nd) + 1 / (21 * nd * nd))
    }
}
