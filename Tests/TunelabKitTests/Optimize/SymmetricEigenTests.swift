import Testing
import TunelabKit

/// The Jacobi eigensolver: A·b_k = λ_k·b_k, B orthonormal, on matrices with known spectra.
@Suite struct SymmetricEigenTests {
    @Test func knownTwoByTwo() {
        let e = SymmetricEigen(symmetric: [2, 1, 1, 2], dimension: 2)
        let v = e.values.sorted()
        #expect(abs(v[0] - 1) < 1e-15 && abs(v[1] - 3) < 1e-15, "eigenvalues of [[2,1],[1,2]]: \(e.values)")
    }

    /// Random symmetric n×n matrices: residuals ‖A·b − λ·b‖ and ‖BᵀB − I‖ below 1e-12.
    @Test(arguments: [1, 3, 12, 20]) func residuals(_ n: Int) {
        var state: UInt64 = 12345
        var a = [Double](repeating: 0, count: n * n)
        for i in 0..<n {
            for j in 0...i {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let v = Double(state >> 11) * 0x1p-53 - 0.5
                a[i * n + j] = v; a[j * n + i] = v
            }
        }
        let e = SymmetricEigen(symmetric: a, dimension: n)
        var worst = 0.0, orth = 0.0
        for k in 0..<n {
            for i in 0..<n {
                var s = 0.0
                for j in 0..<n { s += a[i * n + j] * e.vectors[j * n + k] }
                worst = max(worst, abs(s - e.values[k] * e.vectors[i * n + k]))
            }
            for l in 0..<n {
                var s = 0.0
                for i in 0..<n { s += e.vectors[i * n + k] * e.vectors[i * n + l] }
                orth = max(orth, abs(s - (k == l ? 1 : 0)))
            }
        }
        #expect(worst < 1e-12, "n = \(n): residual \(worst)")
        #expect(orth < 1e-12, "n = \(n): orthogonality \(orth)")
    }
}
