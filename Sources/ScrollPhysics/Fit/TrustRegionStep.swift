/// The Levenberg–Marquardt step inside a trust region (MINPACK's `lmpar` and `qrsolv`).
///
/// Given J·P = Q·R, c = (Qᵀr)₀…ₙ₋₁, diagonal D > 0 and radius Δ, finds λ ≥ 0 and x solving
/// (JᵀJ + λ·DᵀD)·x = Jᵀr, i.e. the least-squares solution of [J; √λ·D]·x ≅ [r; 0], with either
/// λ = 0 and ‖D·x‖ ≤ 1.1·Δ, or λ > 0 and |‖D·x‖ − Δ| ≤ 0.1·Δ. The solver steps by −x.
/// For each λ, [R; √λ·Pᵀ·D·P] is reduced to triangular S by Givens rotations (Sᵀ·S =
/// Pᵀ(JᵀJ + λDᵀD)P), so J is factored once per iteration. λ follows Moré's safeguarded Newton
/// iteration on φ(λ) = ‖D·x(λ)‖ − Δ between bounds l ≤ λ ≤ u, at most 10 times.
struct TrustRegionStep {
    /// n.
    let n: Int
    /// R in the upper triangle (n×n, column-major); `qrsolv` keeps Sᵀ in the strict lower one.
    var r: [Double]
    /// P as a list (`PivotedQR.permutation`).
    let permutation: [Int]
    /// c = first n entries of Qᵀr.
    let qtb: [Double]
    /// x, the last solution (the step is −x), in unpivoted order.
    private(set) var step: [Double]
    /// S's diagonal from the last `qrsolv`.
    private var sdiag: [Double]

    init(qr: PivotedQR, residuals: [Double]) {
        let n = qr.columns
        self.n = n
        var r = [Double](repeating: 0, count: n * n)
        for j in 0..<n {
            for i in 0..<j { r[i + j * n] = qr.factors[i + j * qr.rows] }
            r[j + j * n] = qr.rDiagonal[j]
        }
        self.r = r
        self.permutation = qr.permutation
        self.qtb = Array(qr.transposedQTimes(residuals).prefix(n))
        self.step = [Double](repeating: 0, count: n)
        self.sdiag = [Double](repeating: 0, count: n)
    }

    /// λ for radius `delta`, starting the search from `initial`; leaves x in `step`.
    mutating func levenbergMarquardtParameter(diag: [Double], delta: Double, initial: Double) -> Double {
        let dwarf = Double.leastNormalMagnitude
        var wa1 = [Double](repeating: 0, count: n)
        var wa2 = [Double](repeating: 0, count: n)
        // The Gauss–Newton direction (least squares if R is singular).
        var nsing = n
        for j in 0..<n {
            wa1[j] = qtb[j]
            if r[j + j * n] == 0 && nsing == n { nsing = j }
            if nsing < n { wa1[j] = 0 }
        }
        for j in stride(from: nsing - 1, through: 0, by: -1) {
            wa1[j] /= r[j + j * n]
            let temp = wa1[j]
            for i in 0..<j { wa1[i] -= r[i + j * n] * temp }
        }
        for j in 0..<n { step[permutation[j]] = wa1[j] }
        for j in 0..<n { wa2[j] = diag[j] * step[j] }
        var dxnorm = PivotedQR.norm(wa2)
        var fp = dxnorm - delta
        if fp <= 0.1 * delta { return 0 }
        // A lower bound l for λ (zero when J is rank-deficient).
        var parl = 0.0
        if nsing >= n {
            for j in 0..<n {
                let l = permutation[j]
                wa1[j] = diag[l] * (wa2[l] / dxnorm)
            }
            for j in 0..<n {
                var sum = 0.0
                for i in 0..<j { sum += r[i + j * n] * wa1[i] }
                wa1[j] = (wa1[j] - sum) / r[j + j * n]
            }
            let temp = PivotedQR.norm(wa1)
            parl = ((fp / delta) / temp) / temp
        }
        // An upper bound u for λ.
        for j in 0..<n {
            var sum = 0.0
            for i in 0...j { sum += r[i + j * n] * qtb[i] }
            wa1[j] = sum / diag[permutation[j]]
        }
        let gnorm = PivotedQR.norm(wa1)
        var paru = gnorm / delta
        if paru == 0 { paru = dwarf / min(delta, 0.1) }
        var par = min(max(initial, parl), paru)
        if par == 0 { par = gnorm / dxnorm }
        var iteration = 0
        while true {
            iteration += 1
            if par == 0 { par = max(dwarf, 0.001 * paru) }
            let root = par.squareRoot()
            for j in 0..<n { wa1[j] = root * diag[j] }
            solve(diag: wa1)
            for j in 0..<n { wa2[j] = diag[j] * step[j] }
            dxnorm = PivotedQR.norm(wa2)
            let previous = fp
            fp = dxnorm - delta
            if fp.magnitude <= 0.1 * delta || (parl == 0 && fp <= previous && previous < 0) || iteration == 10 {
                return par
            }
            // Newton's correction.
            for j in 0..<n {
                let l = permutation[j]
                wa1[j] = diag[l] * (wa2[l] / dxnorm)
            }
            for j in 0..<n {
                wa1[j] /= sdiag[j]
                let temp = wa1[j]
                for i in (j + 1)..<max(n, j + 1) { wa1[i] -= r[i + j * n] * temp }
            }
            let temp = PivotedQR.norm(wa1)
            let parc = ((fp / delta) / temp) / temp
            if fp > 0 { parl = max(parl, par) }
            if fp < 0 { paru = min(paru, par) }
            par = max(parl, par + parc)
        }
    }

    /// MINPACK `qrsolv`: x minimizing ‖[J; D]·x − [r; 0]‖ for diagonal D (`diag`, unpivoted),
    /// into `step`, with S's diagonal into `sdiag` and Sᵀ's strict lower triangle into `r`.
    private mutating func solve(diag: [Double]) {
        var x = [Double](repeating: 0, count: n)
        var wa = [Double](repeating: 0, count: n)
        // Copy R and c; the lower triangle of r becomes S, R's diagonal is kept in x.
        for j in 0..<n {
            for i in j..<n { r[i + j * n] = r[j + i * n] }
            x[j] = r[j + j * n]
            wa[j] = qtb[j]
        }
        // Eliminate D by Givens rotations.
        for j in 0..<n {
            let l = permutation[j]
            if diag[l] != 0 {
                for k in j..<n { sdiag[k] = 0 }
                sdiag[j] = diag[l]
                var qtbpj = 0.0
                for k in j..<n where sdiag[k] != 0 {
                    let rkk = r[k + k * n]
                    let sine: Double
                    let cosine: Double
                    if rkk.magnitude < sdiag[k].magnitude {
                        let cotan = rkk / sdiag[k]
                        sine = 0.5 / (0.25 + 0.25 * cotan * cotan).squareRoot()
                        cosine = sine * cotan
                    } else {
                        let tan = sdiag[k] / rkk
                        cosine = 0.5 / (0.25 + 0.25 * tan * tan).squareRoot()
                        sine = cosine * tan
                    }
                    r[k + k * n] = cosine * rkk + sine * sdiag[k]
                    let temp = cosine * wa[k] + sine * qtbpj
                    qtbpj = -sine * wa[k] + cosine * qtbpj
                    wa[k] = temp
                    for i in (k + 1)..<max(n, k + 1) {
                        let t = cosine * r[i + k * n] + sine * sdiag[i]
                        sdiag[i] = -sine * r[i + k * n] + cosine * sdiag[i]
                        r[i + k * n] = t
                    }
                }
            }
            sdiag[j] = r[j + j * n]
            r[j + j * n] = x[j]
        }
        // Back-substitute; a singular S gives the least-squares solution.
        var nsing = n
        for j in 0..<n {
            if sdiag[j] == 0 && nsing == n { nsing = j }
            if nsing < n { wa[j] = 0 }
        }
        for j in stride(from: nsing - 1, through: 0, by: -1) {
            var sum = 0.0
            for i in (j + 1)..<max(nsing, j + 1) { sum += r[i + j * n] * wa[i] }
            wa[j] = (wa[j] - sum) / sdiag[j]
        }
        for j in 0..<n { step[permutation[j]] = wa[j] }
    }
}
