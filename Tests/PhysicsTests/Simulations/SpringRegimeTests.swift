import Testing
import ScrollPhysics

@Suite struct SpringRegimeTests {
    static let bands: [(Double, SpringRegime)] = [
        (0.0, .underdamped), (0.5, .underdamped), (1 - 2e-9, .underdamped),
        (1 - 1e-12, .critical), (1.0, .critical), (1 + 1e-12, .critical), (1 + 0.9e-9, .critical),
        (1 + 2e-9, .overdamped), (3.0, .overdamped)
    ]

    @Test(arguments: bands)
    func bandAroundOne(zeta: Double, expected: SpringRegime) {
        #expect(SpringRegime(dampingRatio: zeta) == expected, "ζ = \(zeta)")
    }

    @Test func rawValuesPrint() {
        let names = [SpringRegime.underdamped, .critical, .overdamped].map(\.rawValue)
        #expect(names == ["underdamped", "critical", "overdamped"])
    }
}
