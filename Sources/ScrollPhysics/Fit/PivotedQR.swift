/// A QR factorization with column pivoting, A·P = Q·R, by Householder reflections
/// (MINPACK's `qrfac`, Moré, Garbow and Hillstrom, Argonne National Laboratory, 1980).
///
/// A is m×n, stored column-major (A[i, j] = `a[i + j·m]`). At step k the remaining column of
/// largest norm (below row k) is swapped into place, so |R₀₀| ≥ |R₁₁| ≥ … and |Rₖₖ| is the
/// distance from the pivoted column k to the span of the columns chosen before it: a column
/// numerically dependent on the others has a tiny |Rₖₖ|. After `init`, the strict upper
/// triangle of `factors`' leading n×n block holds R's off-diagonal entries, `rDiagonal` its
/// diagonal, and the lower trapezoid (with the diagonal) the Householder vectors vₖ, so that
/// Q = H₀·H₁·…, Hₖ = I − vₖ·vₖᵀ / vₖ[k].
struct PivotedQR {
    /// The factored matrix (column-major, m×n): R above the diagonal, Householder vectors below.
    var factors: [Double]
    /// m, the number of rows.
    let rows: Int
    /// n, the number of columns.
    let columns: Int
    /// P as a list: column j of A·P is column `permutation[j]` of A.
    var permutation: [Int]
    /// Rⱼⱼ for j < min(m, n).
    var rDiagonal: [Double]
    /// ‖A[:, j]‖₂ of the unpivoted columns, before factoring.
    var columnNorms: [Double]

    /// Factors `matrix` (m×n, column-major), pivoting when `pivoting` is true.
    init(_ matrix: [Double], rows m: Int, columns n: Int, pivoting: Bool = true) {
        precondition(matrix.count == m * n, "PivotedQR: \(matrix.count) entries for \(m)×\(n)")
        var a = matrix
        var permutation = Array(0..<n)
        var rdiag = [Double](repeating: 0, count: n)
        var norms = [Double](repeating: 0, count: n)
        var work = [Double](repeating: 0, count: n)
        let epsilon = Double.ulpOfOne
        for j in 0..<n {
            norms[j] = Self.norm(a, from: j * m, count: m)
            rdiag[j] = norms[j]
            work[j] = norms[j]
        }
        for j in 0..<min(m, n) {
            if pivoting {
                var kmax = j
                for k in j..<n where rdiag[k] > rdiag[kmax] { kmax = k }
                if kmax != j {
                    for i in 0..<m { a.swapAt(i + j * m, i + kmax * m) }
                    rdiag[kmax] = rdiag[j]
                    work[kmax] = work[j]
                    permutation.swapAt(j, kmax)
                }
            }
            // The Householder reflection that zeroes column j below the diagonal.
            var ajnorm = Self.norm(a, from: j + j * m, count: m - j)
            if ajnorm != 0 {
                if a[j + j * m] < 0 { ajnorm = -ajnorm }
                for i in j..<m { a[i + j * m] /= ajnorm }
                a[j + j * m] += 1
                // Apply it to the remaining columns and update their norms.
                for k in (j + 1)..<n {
                    var sum = 0.0
                    for i in j..<m { sum += a[i + j * m] * a[i + k * m] }
                    let temp = sum / a[j + j * m]
                    for i in j..<m { a[i + k * m] -= temp * a[i + j * m] }
                    if pivoting && rdiag[k] != 0 {
                        let ratio = a[j + k * m] / rdiag[k]
                        rdiag[k] *= max(0, 1 - ratio * ratio).squareRoot()
                        let relative = rdiag[k] / work[k]
                        if 0.05 * relative * relative <= epsilon {
                            // Cancellation: recompute the norm from the remaining rows.
                            rdiag[k] = Self.norm(a, from: j + 1 + k * m, count: m - j - 1)
                            work[k] = rdiag[k]
                        }
                    }
                }
            }
            rdiag[j] = -ajnorm
        }
        self.factors = a
        self.rows = m
        self.columns = n
        self.permutation = permutation
        self.rDiagonal = rdiag
        self.columnNorms = norms
    }

    /// R[i, j] of the leading n×n block (i ≤ j): the diagonal from `rDiagonal`, the rest from
    /// `factors`.
    func r(_ i: Int, _ j: Int) -> Double {
        i == j ? rDiagonal[j] : factors[i + j * rows]
    }

    /// Qᵀ·b for a vector b of length m (the first n entries are the ones a least-squares
    /// solve needs; the rest are the residual's components orthogonal to the range of A).
    func transposedQTimes(_ b: [Double]) -> [Double] {
        precondition(b.count == rows, "PivotedQR: b has \(b.count) entries, not \(rows)")
        let m = rows
        var out = b
        for j in 0..<min(m, columns) {
            let vjj = factors[j + j * m]
            guard vjj != 0 else { continue }
            var sum = 0.0
            for i in j..<m { sum += factors[i + j * m] * out[i] }
            let temp = -sum / vjj
            for i in j..<m { out[i] += factors[i + j * m] * temp }
        }
        return out
    }

    /// ‖x[start ..< start + count]‖₂, scaled by the largest magnitude so that neither
    /// overflow nor underflow occurs: s·√(Σ (xᵢ/s)²), s = maxᵢ |xᵢ|.
    static func norm(_ x: [Double], from start: Int = 0, count: Int? = nil) -> Double {
        let end = start + (count ?? (x.count - start))
        guard start < end else { return 0 }
        var scale = 0.0
        for i in start..<end {
            let magnitude = x[i].magnitude
            if magnitude.isNaN { return .nan }
            scale = max(scale, magnitude)
        }
        guard scale > 0, scale.isFinite else { return scale }
        var sum = 0.0
        for i in start..<end {
            let y = x[i] / scale
            sum += y * y
        }
        return scale * sum.squareRoot()
    }
}
