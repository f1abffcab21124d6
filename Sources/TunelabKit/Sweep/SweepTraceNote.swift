import ScrollPhysics

/// What a sweep's traces will write, said on stderr before it writes them when it is a lot or
/// when cases are left out (docs/grid.md): `traces/` holds the first `traceCases` cases (16 by
/// default) of each of the `traces` best points.
enum SweepTraceNote {
    /// Bytes a row of frames.csv and of items.csv take, measured on the shipped reports (44 and
    /// 132 bytes): the estimate is frames × (44 + 132 × visible items) per traced case.
    static let frameRowBytes = 44, itemRowBytes = 132
    /// Above this estimate the note is said even when every case is traced.
    static let largeBytes = 256 * 1024 * 1024

    static func say(grid: Grid, points: Int, evaluator: PointEvaluator, console: Console) {
        guard points > 0 else { return }
        let traced = min(grid.cases.count, grid.tracedCases)
        var bytes = 0
        for c in 0..<traced {
            guard case .success(let scenario) = evaluator.baseScenario(caseIndex: c) else { continue }
            let frames = scenario.clock.lastFrame + 1
            let visible =
                !scenario.layout.kind.placesItems
                ? 0
                : scenario.layout.makeLayout(
                    geometry: LayoutGeometry(viewport: scenario.scroll.viewport, crossViewport: scenario.scroll.crossViewport)
                ).capacity
            bytes += frames * (frameRowBytes + itemRowBytes * visible)
        }
        bytes *= points
        let size = "about \(bytes >= 10_000_000 ? "\(bytes / 1_000_000) MB" : "\(max(1, bytes / 1000)) kB")"
        let what = "traces: \(traced) case\(traced == 1 ? "" : "s") × \(points) point\(points == 1 ? "" : "s"), \(size)"
        if traced < grid.cases.count {
            console.err("\(what); the other \(grid.cases.count - traced) cases are not traced (\"traceCases\" in the grid traces more)\n")
        } else if bytes > largeBytes {
            console.err("\(what) (\"traceCases\" or \"traces\" in the grid traces fewer)\n")
        }
    }
}
