/// Deb's fast non-dominated sort and crowding distance (Deb, Pratap, Agarwal & Meyarivan,
/// "A Fast and Elitist Multiobjective Genetic Algorithm: NSGA-II", IEEE TEC 6(2), 2002, §III-A
/// and §III-B), minimising every objective. Ties keep index order, so a ranking is the same on
/// every platform and run.
public enum ParetoRanking {
    /// Whether `a` dominates `b`: no objective worse, one strictly better.
    public static func dominates(_ a: [Double], _ b: [Double]) -> Bool {
        var better = false
        for m in a.indices {
            if a[m] > b[m] { return false }
            if a[m] < b[m] { better = true }
        }
        return better
    }

    /// The fronts of `points` (indices, each front ascending): front 0 is dominated by no point,
    /// front k by points of fronts < k only. O(M·N²) comparisons.
    public static func fronts(_ points: [[Double]]) -> [[Int]] {
        let n = points.count
        var dominated = [[Int]](repeating: [], count: n)  // S_p: the points p dominates
        var count = [Int](repeating: 0, count: n)  // n_p: how many points dominate p
        for p in 0..<n {
            for q in (p + 1)..<n {
                if dominates(points[p], points[q]) {
                    dominated[p].append(q)
                    count[q] += 1
                } else if dominates(points[q], points[p]) {
                    dominated[q].append(p)
                    count[p] += 1
                }
            }
        }
        var fronts: [[Int]] = []
        var current = (0..<n).filter { count[$0] == 0 }
        while !current.isEmpty {
            fronts.append(current)
            var next: [Int] = []
            for p in current {
                for q in dominated[p] {
                    count[q] -= 1
                    if count[q] == 0 { next.append(q) }
                }
            }
            current = next.sorted()
        }
        return fronts
    }

    /// The crowding distance of each member of `front` (indices into `points`), in front order:
    /// Σ over objectives of (f_m(next) − f_m(previous)) / (f_m max − f_m min) along the front
    /// sorted by f_m, +∞ at both ends; an objective constant on the front adds nothing.
    public static func crowding(_ front: [Int], in points: [[Double]]) -> [Double] {
        var distance = [Double](repeating: 0, count: front.count)
        guard front.count > 2 else { return distance.map { _ in .infinity } }
        for m in points[front[0]].indices {
            let order = front.indices.sorted { a, b in
                let fa = points[front[a]][m], fb = points[front[b]][m]
                return fa < fb || (fa == fb && front[a] < front[b])
            }
            let low = points[front[order.first!]][m], high = points[front[order.last!]][m]
            distance[order.first!] = .infinity
            distance[order.last!] = .infinity
            guard high > low else { continue }
            for k in 1..<(order.count - 1) {
                let gap = points[front[order[k + 1]]][m] - points[front[order[k - 1]]][m]
                distance[order[k]] += gap / (high - low)
            }
        }
        return distance
    }
}
