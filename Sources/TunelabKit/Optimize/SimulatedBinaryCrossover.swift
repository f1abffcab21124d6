import ScrollPhysics

/// Simulated binary crossover on a box (Deb & Agrawal, Complex Systems 9, 1995; the bounded form
/// of Deb's nsga2-v1.1 `realcross`). Each key, with probability ½ and when the parents differ by
/// more than 10⁻¹⁴: y₁ < y₂ the parents' values, u uniform in (0, 1], and for each child
/// β = 1 + 2·(distance to its bound)/(y₂ − y₁), α = 2 − β^−(η+1),
/// β_q = (u·α)^(1/(η+1)) when u ≤ 1/α, else (1/(2 − u·α))^(1/(η+1)),
/// c = ½·((y₁ + y₂) ∓ β_q·(y₂ − y₁)), clamped to the box; a coin decides which child takes which.
struct SimulatedBinaryCrossover {
    /// η_c.
    let index: Double

    func children(
        _ a: [Double], _ b: [Double], lower: [Double], upper: [Double], random: inout SplitMix64
    ) -> ([Double], [Double]) {
        var c1 = a, c2 = b
        for i in a.indices where random.nextUnitInterval() <= 0.5 && abs(a[i] - b[i]) > 1e-14 {
            let y1 = min(a[i], b[i]), y2 = max(a[i], b[i]), yl = lower[i], yu = upper[i]
            let u = random.nextUnitInterval()
            let low = 0.5 * ((y1 + y2) - spread(u, beta: 1 + 2 * (y1 - yl) / (y2 - y1)) * (y2 - y1))
            let high = 0.5 * ((y1 + y2) + spread(u, beta: 1 + 2 * (yu - y2) / (y2 - y1)) * (y2 - y1))
            let (x1, x2) = (min(max(low, yl), yu), min(max(high, yl), yu))
            if random.nextUnitInterval() <= 0.5 {
                c1[i] = x2; c2[i] = x1
            } else {
                c1[i] = x1; c2[i] = x2
            }
        }
        return (c1, c2)
    }

    /// β_q for the uniform u and the bound's β.
    private func spread(_ u: Double, beta: Double) -> Double {
        let alpha = 2 - Elementary.pow(beta, -(index + 1))
        return u <= 1 / alpha
            ? Elementary.pow(u * alpha, 1 / (index + 1))
            : Elementary.pow(1 / (2 - u * alpha), 1 / (index + 1))
    }
}
