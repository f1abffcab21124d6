/// Which outputs of a program are finite in every row of every frame of a run, proven before
/// the run by interval arithmetic (`FormulaInterval`), so that a sweep kernel may skip
/// computing (and checking) an attribute no metric reads without missing a NaN or ±∞ the
/// scalar layout would report.
///
/// The registers the frames never write (constants, uniforms, `setup`'s results, the angle
/// tables) are bounded by the values they hold; the inputs by their extremes over the run's
/// frames (`Inputs`); every per-frame instruction, in order (each register is written by one
/// instruction), by its operation's rule. An output is proven when its interval exists.
struct FormulaBounds {
    /// The inputs' extremes over every row of every frame of a run (nil: no row ever runs).
    struct Inputs {
        var index: FormulaInterval?
        var rel: FormulaInterval?
        var dist: FormulaInterval?
        var offset: FormulaInterval?
        var focus: FormulaInterval?

        /// Extends the ranges by one row's inputs (nil fields until the first row).
        mutating func add(index i: Double, rel: Double, dist: Double, offset o: Double, focus f: Double) {
            index = Self.extend(index, i)
            self.rel = Self.extend(self.rel, rel)
            self.dist = Self.extend(self.dist, dist)
            offset = Self.extend(offset, o)
            focus = Self.extend(focus, f)
        }

        private static func extend(_ range: FormulaInterval?, _ v: Double) -> FormulaInterval? {
            guard let range else { return FormulaInterval(low: v, high: v) }
            return range.union(FormulaInterval(low: v, high: v) ?? range)
        }
    }

    /// Per output of `program` (in `program.outputs` order), whether it is finite in every row
    /// of every frame, for registers `r` laid out as `makePointRegisters(rows:…)` makes them
    /// (register k, row j at k·rows + j, one point per lane) and inputs within `inputs`.
    /// With no row ever run (`inputs.index` nil) nothing is computed, so every output is.
    static func provenFinite(
        _ program: FormulaProgram, registers r: UnsafePointer<KernelLanes>, rows: Int, inputs: Inputs
    ) -> [Bool] {
        guard inputs.index != nil else { return program.outputs.map { _ in true } }
        var bounds = [FormulaInterval?](repeating: nil, count: program.registerCount)
        var written = [Bool](repeating: false, count: program.registerCount)
        for instruction in program.instructions { written[Int(instruction.destination)] = true }
        for k in FormulaRegisters.firstFree..<program.registerCount where !written[k] {
            bounds[k] = held(r + k * rows, rows: rows)
        }
        bounds[FormulaRegisters.index] = inputs.index
        bounds[FormulaRegisters.rel] = inputs.rel
        bounds[FormulaRegisters.dist] = inputs.dist
        bounds[FormulaRegisters.offset] = inputs.offset
        bounds[FormulaRegisters.focus] = inputs.focus
        for instruction in program.instructions {
            bounds[Int(instruction.destination)] = FormulaInterval.apply(
                instruction.operation, bounds[Int(instruction.a)], bounds[Int(instruction.b)],
                bounds[Int(instruction.c)], rel: inputs.rel)
        }
        return program.outputs.map { bounds[$0] != nil }
    }

    /// The interval of the values in `rows` rows of lanes (nil if one is not finite).
    private static func held(_ values: UnsafePointer<KernelLanes>, rows: Int) -> FormulaInterval? {
        var low = Double.infinity, high = -Double.infinity
        for k in 0..<rows {
            for j in 0..<LaneMath.width {
                let v = values[k][j]
                guard v.isFinite else { return nil }
                low = Swift.min(low, v)
                high = Swift.max(high, v)
            }
        }
        return FormulaInterval(low: low, high: high)
    }
}
