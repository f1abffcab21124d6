/// The hypervolume of two-objective points (minimised) against a reference point r: the area
/// dominated by the points and bounded by r (Zitzler & Thiele 1998, the S metric). Points not
/// strictly better than r in both objectives add nothing. Sorted by f₁, each point that lowers
/// the best f₂ so far adds (r₁ − f₁)·(f₂ best − f₂).
public enum Hypervolume {
    public static func of(_ points: [[Double]], reference r: (Double, Double)) -> Double {
        let inside = points.filter { $0[0] < r.0 && $0[1] < r.1 }.sorted { $0[0] < $1[0] || ($0[0] == $1[0] && $0[1] < $1[1]) }
        var area = 0.0, best = r.1
        for p in inside where p[1] < best {
            area += (r.0 - p[0]) * (best - p[1])
            best = p[1]
        }
        return area
    }
}
