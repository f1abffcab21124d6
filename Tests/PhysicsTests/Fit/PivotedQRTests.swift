import Testing

@testable import ScrollPhysics
import TestSupport

@Suite struct PivotedQRTests {
    /// A small m×n matrix, column-major, with columns of very different norms.
    static let matrix: [Double] = [
        1, 2, 3, 4, 5,
        10, -20, 30, -40, 50.5,
        0.1, 0.0, -0.3, 0.25, 0.05
    ]

    /// Q·R = A·P: multiply R by the Householder reflections Hₖ = I − vₖvₖᵀ/vₖ[k], last first.
    @Test func reconstructsThePermutedMatrix() {
        let (m, n) = (5, 3)
        let qr = PivotedQR(Self.matrix, rows: m, columns: n)
        var product = [Double](repeating: 0, count: m * n)
        for j in 0..<n { for i in 0...j { product[i + j * m] = qr.r(i, j) } }
        for k in stride(from: n - 1, through: 0, by: -1) {
            let vkk = qr.factors[k + k * m]
            guard vkk != 0 else { continue }
            for j in 0..<n {
                var s = 0.0
                for i in k..<m { s += qr.factors[i + k * m] * product[i + j * m] }
                for i in k..<m { product[i + j * m] -= s / vkk * qr.factors[i + k * m] }
            }
        }
        for j in 0..<n {
            for i in 0..<m {
                let expected = Self.matrix[i + qr.permutation[j] * m]
                #expect(isApprox(product[i + j * m], expected, abs: 1e-12), "(QR)[\(i), \(j)] vs A[\(i), P[\(j)]]")
            }
        }
    }

    @Test func pivotsTheLargestColumnFirstAndDiagonalDecreases() {
        let qr = PivotedQR(Self.matrix, rows: 5, columns: 3)
        #expect(qr.permutation == [1, 0, 2], "P = \(qr.permutation)")
        let d = qr.rDiagonal.map(\.magnitude)
        #expect(d[0] >= d[1] && d[1] >= d[2], "|Rₖₖ| = \(d)")
        #expect(isApprox(d[0], PivotedQR.norm(Array(Self.matrix[5..<10])), rel: 1e-15), "|R₀₀| = ‖A[:, 1]‖")
    }

    @Test func normNeitherOverflowsNorUnderflows() {
        #expect(isApprox(PivotedQR.norm([3e200, 4e200]), 5e200, rel: 1e-15))
        #expect(isApprox(PivotedQR.norm([3e-200, 4e-200]), 5e-200, rel: 1e-15))
        #expect(PivotedQR.norm([0, 0]) == 0)
        #expect(PivotedQR.norm([1, .nan]).isNaN)
    }

    /// Qᵀb's entries beyond n are b's component outside A's range: their norm is the
    /// least-squares residual.
    @Test func transposedQGivesTheLeastSquaresResidual() {
        // b = A·(1, 1, 1) + e with e ⟂ range(A) is not easy to build by hand; use b in range(A).
        let (m, n) = (5, 3)
        var b = [Double](repeating: 0, count: m)
        for i in 0..<m { for j in 0..<n { b[i] += Self.matrix[i + j * m] } }
        let qtb = PivotedQR(Self.matrix, rows: m, columns: n).transposedQTimes(b)
        #expect(PivotedQR.norm(Array(qtb[n...])) < 1e-12, "residual of b in range(A): \(qtb)")
        #expect(isApprox(PivotedQR.norm(qtb), PivotedQR.norm(b), rel: 1e-14), "Q is orthogonal")
    }
}
