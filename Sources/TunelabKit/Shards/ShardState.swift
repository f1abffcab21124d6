/// Where one shard of a split stands, as `status` prints it and `merge` requires it
/// (docs/command-line.md): done, unfinished (running, interrupted, failed or killed), missing, from
/// another grid, or done with a rows file that does not hold its points.
struct ShardState: Sendable, Equatable {
    enum Condition: Sendable, Equatable {
        case done
        /// Started but not done: the manifest's `status` (`running`, `interrupted` or `failed`; a
        /// killed sweep stays `running`, and `status` tells it by its lock: `SweepActivity`).
        case unfinished(String)
        /// No manifest: the shard never started (or its directory was another).
        case missing
        /// Another grid, tool version or split: the reason.
        case foreign(String)
        /// Marked done, but its rows are not all there: the reason.
        case incomplete(String)
    }

    let index: Int
    let count: Int
    /// The shard's points ⌊s·T/N⌋ ..< ⌊(s+1)·T/N⌋.
    let range: Range<Int>
    /// Data rows written so far.
    let rows: Int
    let condition: Condition

    var stem: String { ShardSpec(index: index, count: count, source: "").stem }
    var isDone: Bool { condition == .done }
    /// Whether the shard comes from another grid, version or split.
    var isForeign: Bool { if case .foreign = condition { true } else { false } }

    /// `shard 00002 of 00004: 120/250 points, interrupted`.
    var line: String {
        let what: String
        switch condition {
        case .done: what = "done"
        case .unfinished(let status): what = status
        case .missing: what = "missing"
        case .foreign(let reason): what = "from another grid: \(reason)"
        case .incomplete(let reason): what = "incomplete: \(reason)"
        }
        return line(saying: what)
    }

    /// `shard 00002 of 00004: 120/250 points, <what>` (`status` says more than the manifest: `SweepActivity`).
    func line(saying what: String) -> String {
        "shard \(ShardSpec.pad(index)) of \(ShardSpec.pad(count)): \(rows)/\(range.count) points, \(what)"
    }

    /// The state of every shard 0 ..< `count` of a grid of `total` points in `directory`.
    /// `expected` (the grid's fingerprint and the tool version) is checked when given.
    static func survey(
        _ directory: ShardDirectory, count: Int, total: Int,
        expected: (fingerprint: String, version: String)?
    ) -> [ShardState] {
        let manifests = directory.manifests(of: count)
        return (0..<count).map { index in
            let range = ShardSpec(index: index, count: count, source: "").range(of: total)
            let stem = ShardSpec(index: index, count: count, source: "").stem
            let rows = directory.rowsWritten(stem, lowerBound: range.lowerBound) ?? 0
            func state(_ condition: Condition) -> ShardState {
                ShardState(index: index, count: count, range: range, rows: rows, condition: condition)
            }
            guard let manifest = manifests.first(where: { $0.index == index }) else { return state(.missing) }
            if let expected, manifest.fingerprint != expected.fingerprint || manifest.version != expected.version {
                return state(
                    .foreign(
                        "fingerprint \(manifest.fingerprint), version \(manifest.version); expected \(expected.fingerprint), version \(expected.version)"
                    ))
            }
            guard manifest.pointsTotal == total, manifest.range == range else {
                return state(
                    .foreign(
                        "points \(manifest.range.lowerBound)..<\(manifest.range.upperBound) of \(manifest.pointsTotal); expected \(range.lowerBound)..<\(range.upperBound) of \(total)"
                    ))
            }
            guard manifest.isDone else { return state(.unfinished(manifest.status)) }
            guard manifest.rowsDone == range.count else {
                return state(.incomplete("\(manifest.name) says rows_done \(manifest.rowsDone), expected \(range.count)"))
            }
            guard ShardDirectory.lineCount(directory.dataPath(stem)) != nil else {
                return state(.incomplete("\(stem).csv is missing"))
            }
            guard rows == range.count else { return state(.incomplete("\(stem).csv has \(rows) rows, expected \(range.count)")) }
            return state(.done)
        }
    }
}
