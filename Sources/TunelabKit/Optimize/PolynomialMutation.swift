import ScrollPhysics

/// Polynomial mutation on a box (Deb & Goyal 1996; the bounded form of Deb's nsga2-v1.1
/// `realmut`). Each key y in [y_l, y_u], with probability `probability`: δ₁ = (y − y_l)/(y_u − y_l),
/// δ₂ = (y_u − y)/(y_u − y_l), u uniform in (0, 1], p = 1/(η+1);
/// u ≤ ½: δ_q = (2u + (1 − 2u)(1 − δ₁)^(η+1))^p − 1, else δ_q = 1 − (2(1 − u) + 2(u − ½)(1 − δ₂)^(η+1))^p;
/// y ← clamp(y + δ_q·(y_u − y_l)).
struct PolynomialMutation {
    /// η_m.
    let index: Double
    let probability: Double

    func mutated(_ x: [Double], lower: [Double], upper: [Double], random: inout SplitMix64) -> [Double] {
        var y = x
        for i in x.indices where random.nextUnitInterval() <= probability {
            let yl = lower[i], yu = upper[i], width = yu - yl
            guard width > 0 else { continue }
            let d1 = (y[i] - yl) / width, d2 = (yu - y[i]) / width
            let u = random.nextUnitInterval(), p = 1 / (index + 1)
            let dq =
                u <= 0.5
                ? Elementary.pow(2 * u + (1 - 2 * u) * Elementary.pow(1 - d1, index + 1), p) - 1
                : 1 - Elementary.pow(2 * (1 - u) + 2 * (u - 0.5) * Elementary.pow(1 - d2, index + 1), p)
            y[i] = min(max(y[i] + dq * width, yl), yu)
        }
        return y
    }
}
