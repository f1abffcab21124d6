import ScrollPhysics

extension ScenarioDecoder {
    /// The shortest response or duration a spring may have: 1 µs, so k = (2π/s)² ≤ 4·10¹³ s⁻²
    /// and every entry of the spring's exact 2×2 matrix stays finite.
    static let minimumSeconds = 1e-6
    static let secondsExpectation = "a number of seconds in [1e-6, 1e6) (shorter springs overflow)"
    /// Limits on k/m (ω₀², s⁻²) and c/m (s⁻¹) for the mass/stiffness/damping form, for the same reason.
    static let maximumOmegaSquared = 1e14
    static let maximumDampingPerMass = 1e12

    /// A spring in any of docs/scenario.md#springs's forms, told apart by their keys:
    /// `{"mass", "stiffness", "damping"}` (CASpringAnimation; missing ones default to 1, 100, 10),
    /// `{"response", "dampingRatio"}`, `{"duration", "bounce"}` (SwiftUI) and
    /// `{"dampingRatio", "duration"}` (UIKit's `usingSpringWithDamping`: response = duration).
    func decodeSpring(_ object: ObjectReader) throws(InputError) -> Spring {
        let keys = Set(object.keys)
        let positive = "a positive number"
        if !keys.isDisjoint(with: ["mass", "stiffness", "damping"]) {
            try onlyOneForm(object, form: ["mass", "stiffness", "damping"])
            let m = try object.double("mass", default: 1, expected: positive) { $0 > 0 && $0 < 1e9 }
            let k = try object.double("stiffness", default: 100, expected: positive) { $0 > 0 && $0 < 1e12 }
            let c = try object.double("damping", default: 10, expected: "a number ≥ 0") { $0 >= 0 && $0 < 1e12 }
            try object.finish()
            // k/m and c/m shape the motion; beyond these the propagator's entries overflow.
            guard k / m <= Self.maximumOmegaSquared else {
                throw object.error(
                    object.has("mass") ? "mass" : "stiffness",
                    "expected stiffness/mass ≤ 1e14 s⁻² (so the spring's matrix stays finite), got \(k / m <= Double.greatestFiniteMagnitude ? String(k / m) : "more")"
                )
            }
            guard c / m <= Self.maximumDampingPerMass else {
                throw object.error(
                    object.has("mass") ? "mass" : "damping",
                    "expected damping/mass ≤ 1e12 s⁻¹ (so the spring's matrix stays finite), got \(NumberFormat.shortest(c / m))")
            }
            return Spring(mass: m, stiffness: k, damping: c)
        }
        if keys.contains("response") {
            try onlyOneForm(object, form: ["response", "dampingRatio"])
            let s = try object.double("response", default: 0.3, expected: Self.secondsExpectation) { $0 >= Self.minimumSeconds && $0 < 1e6 }
            let z = try object.double("dampingRatio", default: 1, expected: "a number in [0, 1e6)") { $0 >= 0 && $0 < 1e6 }
            try object.finish()
            return Spring(response: s, dampingRatio: z)
        }
        if keys.contains("bounce") {
            try onlyOneForm(object, form: ["duration", "bounce"])
            let s = try object.double("duration", default: 0.5, expected: Self.secondsExpectation) { $0 >= Self.minimumSeconds && $0 < 1e6 }
            let b = try object.double("bounce", default: 0, expected: "a number in (-1, 1]") { $0 > -1 && $0 <= 1 }
            try object.finish()
            return Spring(duration: s, bounce: b)
        }
        if keys.contains("dampingRatio") || keys.contains("duration") {
            try onlyOneForm(object, form: ["dampingRatio", "duration"])
            let z = try object.double("dampingRatio", default: 1, expected: "a number in [0, 1e6)") { $0 >= 0 && $0 < 1e6 }
            let s = try object.double("duration", default: 0.3, expected: Self.secondsExpectation) { $0 >= Self.minimumSeconds && $0 < 1e6 }
            try object.finish()
            return Spring(uikitDampingRatio: z, duration: s)
        }
        object.expect(["mass", "stiffness", "damping", "response", "dampingRatio", "duration", "bounce"])
        try object.finish()
        throw object.error(
            nil,
            "expected a spring: {\"mass\", \"stiffness\", \"damping\"}, {\"response\", \"dampingRatio\"}, {\"duration\", \"bounce\"} or {\"dampingRatio\", \"duration\"}"
        )
    }

    private func onlyOneForm(_ object: ObjectReader, form: [String]) throws(InputError) {
        for key in object.keys where !form.contains(key) {
            let spring = ["mass", "stiffness", "damping", "response", "dampingRatio", "duration", "bounce"]
            guard spring.contains(key) else { continue }  // unknown keys are reported by finish()
            throw object.error(
                key, "this spring is given as {\(form.map { "\"\($0)\"" }.joined(separator: ", "))}; \"\(key)\" belongs to another form")
        }
    }
}
