import ScrollPhysics
import Testing

@Suite struct StudentTTests {
    /// t₀.₉₅,ν from a printed table (Abramowitz and Stegun, table 26.10; NIST/SEMATECH e-Handbook
    /// 1.3.6.7.2), three decimals.
    @Test(arguments: [(5, 2.015), (10, 1.812), (30, 1.697), (60, 1.671), (120, 1.658)])
    func quantileMatchesTheTable(nu: Int, tabled: Double) {
        let t = StudentT.quantile95(degreesOfFreedom: nu)
        #expect(abs(t - tabled) <= 0.001, "ν = \(nu): \(t), tabled \(tabled)")
    }

    @Test func quantileApproachesTheNormalAndNeedsAnEstimate() {
        #expect(abs(StudentT.quantile95(degreesOfFreedom: 1_000_000) - StudentT.normal95) < 2e-6, "z + (z³ + z)/(4ν) = z + 1.5e-6")
        #expect(StudentT.quantile95(degreesOfFreedom: 0).isNaN)
    }
}
