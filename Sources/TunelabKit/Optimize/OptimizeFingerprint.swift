/// The fingerprint of an optimize run: the grid's (`GridFingerprint`), each key's type, the
/// algorithm, seed and evaluation budget — everything that decides its rows. `--resume`
/// refuses rows of another.
enum OptimizeFingerprint {
    static func of(_ grid: Grid, options: OptimizeOptions) throws(InputError) -> String {
        let gestures = try PointEvaluator(grid: grid, kernels: false).gestureDescriptions
        var text = "grid \(GridFingerprint.of(grid, gestures: gestures))\n"
        for axis in SearchSpace(grid: grid).axes { text += "key \(JSONWriter.quoted(axis.key)) \(axis.typeName) \(axis.rangeText)\n" }
        text += "rank \(grid.rankBy.map(\.rawValue).joined(separator: ","))\n"
        text += "optimize \(options.resolvedAlgorithm(for: grid).rawValue) seed \(options.seed) evaluations \(options.evaluations)\n"
        return GridFingerprint.hex(GridFingerprint.fnv1a(text))
    }
}
