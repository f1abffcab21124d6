import ScrollPhysics

/// One named thing `tunelab bench` times (docs/bench.md): the calibration yardstick, a layout
/// kind at an item count and a display rate (layout + layout metrics per frame), a physics
/// tick, a whole sweep point, or a user's scenario (`--scenario FILE`).
///
/// Names are fixed, since budget files refer to them: `calibration`, `cardStack_20_60hz`,
/// `flowStack_2000_120hz`, `fade_infinite_60hz`, …, `physics_tick`, `sweep_point`, `sweep_batch`, `formula_sweep_batch`,
/// `cardstack_span_batch`, `flowstack_span_batch`, `parallax_span_batch`, `fade_span_batch`, `formula_span_batch`.
public struct BenchWorkload: Sendable, Equatable, CustomStringConvertible {
    /// What is timed.
    public enum Subject: Sendable, Equatable {
        /// One unit of the fixed floating-point yardstick (`CalibrationBench`) that `_ratio` budgets divide by.
        case calibration
        /// One frame of `kind` with `count` data items (`nil` = infinite): `layout` + `observe`.
        case layout(LayoutKind, count: Int?)
        /// One physics tick of the scroll view at 1200 Hz during a flick and its settling.
        case physicsTick
        /// One whole grid point of a sweep (every case, every frame, metrics folded).
        case sweepPoint
        /// One grid point of the reference sweep through the batch path a sweep worker runs
        /// (`SweepRunner.rows`: the card-stack kernel, the rows formatted), timed per batch of `SweepBatchBench.batchSize`.
        case sweepBatch
        /// The same for the card stack written as a formula (`experiments/bench/formula-sweep-2000.json`,
        /// the same 2 000 points as builtin-sweep-2000): the path a formula layout's sweep takes
        /// (issue 31's baseline for formula layouts on lanes), timed per batch of `SweepBatchBench.batchSize`.
        case formulaSweepBatch
        /// One batch of up to `SweepBatchBench.batchSize` points of the span grid
        /// `experiments/bench/<stem>-span.json` (issue 46: a layout's keys over their documented
        /// ranges, not the shipped values) through the batch path a sweep worker runs; one unit is one batch.
        case spanBatch(stem: String)
        /// One frame of a user's scenario file (`--scenario FILE`): its layout and layout metrics
        /// over its own gesture, as `tunelab run` computes them.
        case scenarioFrame(file: String)
        /// One physics tick of a user's scenario file, over its own gesture.
        case scenarioTick(file: String)
        /// One frame of a registered plug-in kind with its default settings, infinite content,
        /// over the layout workloads' flick: `<kind>_infinite_60hz` (`BenchWorkload.registered`).
        case pluginLayout(kind: String)
    }

    public let name: String
    public let subject: Subject
    /// The display rate the workload's frames are for (Hz).
    public let frameRate: Int

    public init(name: String, subject: Subject, frameRate: Int) {
        self.name = name; self.subject = subject; self.frameRate = frameRate
    }

    /// The layout kinds timed, in table order: the declared built-ins (`BuiltInLayouts`).
    public static let layoutKinds: [LayoutKind] = BuiltInLayouts.all.map(\.kind)
    /// The item counts timed (`nil` = infinite).
    public static let itemCounts: [Int?] = [20, 2000, nil]
    /// The display rates timed (Hz).
    public static let frameRates = [60, 120]

    /// The calibration yardstick.
    public static let calibration = BenchWorkload(name: "calibration", subject: .calibration, frameRate: 120)

    /// Every built-in workload, in table order: the calibration, layouts (kind, then count, then
    /// rate), the physics tick, the sweep point.
    public static let all: [BenchWorkload] = {
        var list: [BenchWorkload] = [calibration]
        for kind in layoutKinds {
            for count in itemCounts {
                for rate in frameRates {
                    list.append(layout(kind, count: count, frameRate: rate))
                }
            }
        }
        // The seed card stack written as a formula (`LayoutBench.formulaCardStack`), against cardStack_infinite_60hz.
        list.append(layout(.formula, count: nil, frameRate: 60))
        list.append(BenchWorkload(name: "physics_tick", subject: .physicsTick, frameRate: 120))
        list.append(BenchWorkload(name: "sweep_point", subject: .sweepPoint, frameRate: 120))
        list.append(BenchWorkload(name: "sweep_batch", subject: .sweepBatch, frameRate: 120))
        list.append(BenchWorkload(name: "formula_sweep_batch", subject: .formulaSweepBatch, frameRate: 120))
        for stem in SweepBatchBench.spanStems {
            list.append(BenchWorkload(name: "\(stem)_span_batch", subject: .spanBatch(stem: stem), frameRate: 120))
        }
        return list
    }()

    /// The layout workload `<kind>_<count|infinite>_<rate>hz`.
    public static func layout(_ kind: LayoutKind, count: Int?, frameRate: Int) -> BenchWorkload {
        BenchWorkload(
            name: "\(kind.rawValue)_\(count.map(String.init) ?? "infinite")_\(frameRate)hz",
            subject: .layout(kind, count: count), frameRate: frameRate)
    }

    /// The two workloads of a user's scenario read from `file`: `<name>_frame` (layout and
    /// layout metrics per frame) and `<name>_tick` (the physics tick), `name` being the
    /// scenario's `name` (by default its file's base name).
    public static func scenario(_ scenario: Scenario, file: String) -> [BenchWorkload] {
        [
            BenchWorkload(name: "\(scenario.name)_frame", subject: .scenarioFrame(file: file), frameRate: scenario.clock.frameRate),
            BenchWorkload(name: "\(scenario.name)_tick", subject: .scenarioTick(file: file), frameRate: scenario.clock.frameRate)
        ]
    }

    /// The workload called `name`, if any.
    public static func named(_ name: String) -> BenchWorkload? { all.first { $0.name == name } }

    public var description: String { name }
}
