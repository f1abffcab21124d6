/// The eigen-decomposition A = B·diag(λ)·Bᵀ of a symmetric n×n matrix by cyclic Jacobi rotations
/// (Golub & Van Loan, *Matrix Computations*, 4th ed., §8.5.3; Rutishauser's stable rotation).
///
/// Each rotation zeroes one off-diagonal entry a_pq: θ = (a_qq − a_pp)/(2·a_pq),
/// t = sign(θ)/(|θ| + √(θ² + 1)), c = 1/√(t² + 1), s = t·c. Sweeps run row by row until the
/// off-diagonal sum of squares is below 10⁻³⁰ of the whole matrix's, or after 50 sweeps. Only
/// +, −, ·, / and `squareRoot()`: the same bits on every platform. Meant for n ≤ ~20 (CMA-ES's
/// covariance over a grid's keys); cost O(n³) a sweep.
public struct SymmetricEigen: Sendable, Equatable {
    /// The dimension n.
    public let dimension: Int
    /// The eigenvalues λ_k, in the order of their vectors (not sorted).
    public let values: [Double]
    /// The eigenvectors as columns, row-major: B[i·n + k] is component i of vector k.
    public let vectors: [Double]

    /// Decomposes `matrix` (row-major n×n; only its symmetric part is read: (a_ij + a_ji)/2).
    public init(symmetric matrix: [Double], dimension n: Int) {
        precondition(matrix.count == n * n, "SymmetricEigen: \(matrix.count) entries for n = \(n)")
        var a = matrix
        for i in 0..<n {
            for j in (i + 1)..<max(i + 1, n) {
                let m = (a[i * n + j] + a[j * n + i]) / 2
                a[i * n + j] = m; a[j * n + i] = m
            }
        }
        var b = [Double](repeating: 0, count: n * n)
        for i in 0..<n { b[i * n + i] = 1 }
        var total = 0.0
        for x in a { total += x * x }
        for _ in 0..<50 {
            var off = 0.0
            for i in 0..<n { for j in 0..<n where i != j { off += a[i * n + j] * a[i * n + j] } }
            if off <= 1e-30 * total || off == 0 { break }
            for p in 0..<n {
                for q in (p + 1)..<max(p + 1, n) where a[p * n + q] != 0 {
                    Self.rotate(&a, &b, n: n, p: p, q: q)
                }
            }
        }
        dimension = n
        values = (0..<n).map { a[$0 * n + $0] }
        vectors = b
    }

    /// One Jacobi rotation in the (p, q) plane: A ← JᵀAJ, B ← BJ.
    private static func rotate(_ a: inout [Double], _ b: inout [Double], n: Int, p: Int, q: Int) {
        let apq = a[p * n + q]
        let theta = (a[q * n + q] - a[p * n + p]) / (2 * apq)
        let t = (theta >= 0 ? 1.0 : -1.0) / (abs(theta) + (theta * theta + 1).squareRoot())
        let c = 1 / (t * t + 1).squareRoot()
        let s = t * c
        for k in 0..<n {
            let akp = a[k * n + p], akq = a[k * n + q]
            a[k * n + p] = c * akp - s * akq
            a[k * n + q] = s * akp + c * akq
        }
        for k in 0..<n {
            let apk = a[p * n + k], aqk = a[q * n + k]
            a[p * n + k] = c * apk - s * aqk
            a[q * n + k] = s * apk + c * aqk
        }
        a[p * n + q] = 0; a[q * n + p] = 0
        for k in 0..<n {
            let bkp = b[k * n + p], bkq = b[k * n + q]
            b[k * n + p] = c * bkp - s * bkq
            b[k * n + q] = s * bkp + c * bkq
        }
    }
}
