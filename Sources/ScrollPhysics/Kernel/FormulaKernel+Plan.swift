extension FormulaKernel {
    /// What one group of lanes runs per frame: the instructions the fold's attributes (x, y,
    /// width, height; z under a perspective) and the unproven outputs need, in program order, and the outputs checked
    /// for NaN and ±∞ (those `FormulaBounds` could not prove finite). An attribute no metric
    /// reads and that is proven finite is neither computed nor checked: its value could not
    /// change a metric, and it could not have failed the point.
    struct Plan {
        let steps: ContiguousArray<FormulaStep>
        /// Registers of the outputs checked every frame.
        let checked: [Int]
        /// Whether `steps` read index, offset and focus (rel and dist are always written).
        let readsIndex: Bool, readsOffset: Bool, readsFocus: Bool
    }

    /// The outputs the fold reads: x, y, width, height (`FormulaAttribute` order).
    static let foldedOutputs = 4
    /// The output the perspective reads: z.
    static let zOutput = FormulaAttribute.allCases.firstIndex(of: .z)!

    /// The plan when `proven[k]` says whether output k is finite throughout the run.
    func plan(proven: [Bool]) -> Plan {
        let outputs = program.outputs
        let checked = outputs.indices.filter { !proven[$0] }.map { outputs[$0] }
        var live = Set(outputs.prefix(Self.foldedOutputs) + checked)
        if perspective != nil { live.insert(outputs[Self.zOutput]) }
        var kept: [FormulaInstruction] = []
        for instruction in program.instructions.reversed() where live.contains(Int(instruction.destination)) {
            kept.append(instruction)
            live.formUnion([Int(instruction.a), Int(instruction.b), Int(instruction.c)])
        }
        return Plan(
            steps: ContiguousArray(kept.reversed().map { FormulaStep($0, lanes: visibleCount) }), checked: checked,
            readsIndex: live.contains(FormulaRegisters.index), readsOffset: live.contains(FormulaRegisters.offset),
            readsFocus: live.contains(FormulaRegisters.focus))
    }

    /// The inputs' extremes over every row of every frame of `frames` (as `run` writes them).
    func inputs(_ frames: ShownFrames) -> FormulaBounds.Inputs {
        var inputs = FormulaBounds.Inputs()
        for o in frames.offsets {
            let (lo, rowCount, f) = window(offset: o)
            for row in 0..<rowCount {
                let i = Double(lo + row)
                let rel = o - i * pitch
                inputs.add(index: i, rel: rel, dist: abs(rel), offset: o, focus: Double(f))
            }
        }
        return inputs
    }

    /// Frame offset o's candidates: f = round(o/pitch) (halves away from zero), lo … lo +
    /// rows − 1 = f − ⌊(N−1)/2⌋ … f + ⌈(N−1)/2⌉, clipped to [0, count) when bounded.
    @inline(__always)
    func window(offset o: Double) -> (lo: Int, rows: Int, focus: Int) {
        let f = LayoutIndex.nearestIndex(o / pitch)
        var lo = f - lowerSpan, hi = f + upperSpan
        if geometry.bounded {
            lo = Swift.max(lo, 0)
            if let count { hi = Swift.min(hi, count - 1) }
        }
        return (lo, lo <= hi ? hi - lo + 1 : 0, f)
    }
}
