import ScrollPhysics

/// The likely mistakes in a decoded scenario (docs/scenario.md, "Warnings"), each at its place
/// in the file:
///
/// * a gesture step cut by `duration`, or that never runs (every step but a `wait`: a last
///   wait longer than needed is the usual way to let the motion settle);
/// * a `drag`, `hold` or `wait` of D ≥ 10 s that is also longer than the scenario: probably
///   milliseconds (`{"wait": 2000}`);
/// * a `flick` or `release` velocity v with 0 < |v| < the model's fling threshold
///   (`flingThreshold`): probably pt/ms, as UIKit's `scrollViewWillEndDragging` reports it;
/// * a trace in s spanning ≥ 10 s and longer than the scenario (recorded in ms without
///   `"timeUnit": "ms"`), or one in ms spanning under 5 ms (recorded in s);
/// * a `layout.params` name no formula reads, with a did-you-mean;
/// * a `uikit` setting under a platform model, which never reads it (a grid warns about the
///   other settings of `unreadSettings` too).
public enum ScenarioWarnings {
    /// The `scroll` keys only the `uikit` model reads (docs/scenario.md, `scroll`); the
    /// top-level `integrator` is one too.
    public static let uikitSettings = ScenarioSettings.uikitScrollKeys

    /// A duration written in seconds this long and longer than the scenario looks like ms, s.
    static let millisecondLike: Seconds = 10
    /// A trace in ms spanning less than this was probably recorded in s, s.
    static let shortestTrace: Seconds = 0.005

    /// Below this |velocity| (pt/s) a release hands over no fling, or (uikit) one that coasts
    /// only a few points: Flutter's `BouncingScrollPhysics.minFlingVelocity` 100 pt/s
    /// (flutter-ios, flutter-macos), Android's minimum fling velocity 50 dp/s (android,
    /// android-overscroller); uikit has no gate, and 50 pt/s coasts |v|/(−1000·ln 0.998) ≈ 25 pt
    /// at the normal rate, so it gets Android's 50.
    public static func flingThreshold(_ model: ScrollModel) -> PointsPerSecond {
        max(model.minFlingVelocity, 50)
    }

    /// The warnings of `scenario`, decoded from `root` (at `path` of `file`).
    public static func check(_ scenario: Scenario, root: JSONNode, file: String, path: JSONPath = .root) -> [InputWarning] {
        var warnings: [InputWarning] = []
        if let nodes = root["gesture"]?.value.arrayValue, nodes.count == scenario.gesture.count {
            warnings += gesture(scenario, nodes: nodes, file: file, path: path.key("gesture"))
        }
        if let layout = root["layout"], let formula = scenario.layout.formula {
            warnings += unreadParameters(formula.definition, layout: layout, file: file, path: path.key("layout"))
        }
        // Only the uikit settings: a scenario may well write out a snap interval or a touch seed
        // it does not use (they are warned about only as grid keys, where points would repeat).
        for (keys, reason) in unreadUIKitSettings(scenario) {
            var node: JSONNode? = root
            var parent = path
            for key in keys.dropLast() {
                node = node?[key]
                parent = parent.key(key)
            }
            guard let last = keys.last, let member = node?.value.objectValue?.first(where: { $0.key == last }) else { continue }
            warnings.append(
                InputWarning(
                    file: file, position: member.keyPosition, path: parent,
                    message: "\(JSONWriter.quoted(last)) is never read: \(reason)"))
        }
        return warnings
    }

    /// The settings `scenario` never reads, as key paths from the scenario's root, with why:
    /// the `uikit` settings under another model; `snap.interval` unless the policy is
    /// `nearest`, and `snap.mode` and `snap.spring` when it is `none`; `touch.seed` when
    /// `touch.noise` is 0 (it seeds only the noise).
    public static func unreadSettings(_ scenario: Scenario) -> [(keys: [String], reason: String)] {
        var unread = unreadUIKitSettings(scenario)
        if scenario.scroll.model == .uikit {
            let policy = scenario.scroll.snap.policy
            if policy != .nearest {
                unread.append(
                    (
                        ["scroll", "snap", "interval"],
                        "only the policy \"nearest\" reads it, and the policy is \(JSONWriter.quoted(policy.rawValue))"
                    ))
            }
            if policy == .none {
                let reason = "the snap policy is \"none\""
                unread += [(["scroll", "snap", "mode"], reason), (["scroll", "snap", "spring"], reason)]
            }
        }
        if scenario.touch.noise == 0 {
            unread.append((["touch", "seed"], "it seeds only the touch noise, and touch.noise is 0"))
        }
        return unread
    }

    /// The `uikit` settings (`integrator`, `scroll.<uikitSettings>`) when the model is another.
    static func unreadUIKitSettings(_ scenario: Scenario) -> [(keys: [String], reason: String)] {
        let model = scenario.scroll.model
        guard model != .uikit else { return [] }
        let reason = "a uikit setting, and scroll.model is \(JSONWriter.quoted(model.rawValue))"
        return ScenarioSettings.uikitTopLevelKeys.map { ([$0], reason) } + uikitSettings.map { (["scroll", $0], reason) }
    }

    /// The names the formulas of `definition` read (pitch, lets, item attributes).
    public static func namesRead(_ definition: FormulaLayoutDefinition) -> Set<String> {
        var names = Set(definition.pitchFormula.names.map(\.name))
        for l in definition.lets { names.formUnion(l.formula.names.map(\.name)) }
        for formula in definition.item.values { names.formUnion(formula.names.map(\.name)) }
        return names
    }

    private static func unreadParameters(
        _ definition: FormulaLayoutDefinition, layout: JSONNode, file: String, path: JSONPath
    ) -> [InputWarning] {
        guard let members = layout["params"]?.value.objectValue else { return [] }
        let read = namesRead(definition)
        let candidates = read.sorted()
        return members.filter { !read.contains($0.key) }.map { member in
            InputWarning(
                file: file, position: member.keyPosition, path: path.key("params"),
                message: "no formula reads \(JSONWriter.quoted(member.key))\(DidYouMean.hint(for: member.key, among: candidates))")
        }
    }

    private static func gesture(_ scenario: Scenario, nodes: [JSONNode], file: String, path: JSONPath) -> [InputWarning] {
        var warnings: [InputWarning] = []
        let clock = scenario.clock
        let duration = clock.time(ofTick: clock.lastTick)
        let model = scenario.scroll.model
        var tick = 0
        // After a duration that looks like ms, the later steps' timing says nothing new.
        var unitSuspect = false
        func say(_ node: JSONNode, _ path: JSONPath, _ message: String) {
            warnings.append(InputWarning(file: file, position: node.position, path: path, message: message))
        }
        // The first step that never runs is warned about; the later ones are counted into it, so
        // a long gesture cut early gives one line, not one a step.
        var firstLate: (index: Int, count: Int)? = nil
        func late(_ node: JSONNode, _ path: JSONPath, _ message: String) {
            if let first = firstLate {
                firstLate = (first.index, first.count + 1)
            } else {
                firstLate = (warnings.count, 0)
                say(node, path, message)
            }
        }
        func seconds(_ t: Seconds) -> String { NumberFormat.shortest(t) + " s" }
        for (i, (step, node)) in zip(scenario.gesture, nodes).enumerated() {
            guard let (kind, body) = node.value.objectValue?.first.map({ ($0.key, $0.node) }) else { continue }
            let stepPath = path.index(i).key(kind)
            // A given velocity v with 0 < |v| < the fling threshold.
            func slow(_ v: PointsPerSecond) {
                let threshold = flingThreshold(model)
                guard v != 0, abs(v) < threshold, let velocityNode = body["velocity"] else { return }
                say(
                    velocityNode, stepPath.key("velocity"),
                    "\(NumberFormat.shortest(v)) pt/s is below \(model.rawValue)'s fling threshold (\(NumberFormat.shortest(threshold)) pt/s): velocities are in pt/s, and UIKit's scrollViewWillEndDragging reports pt/ms (\(NumberFormat.shortest(v)) pt/ms = \(NumberFormat.shortest(v * 1000)) pt/s)"
                )
            }
            let start = tick
            let startsLate = start > clock.lastTick && !unitSuspect
            let never =
                "never runs: the steps before it end at \(seconds(clock.time(ofTick: start))), after the scenario's duration (\(seconds(duration)))"
            switch step {
            case .drag(_, let d, _), .hold(let d), .wait(let d):
                tick = start + clock.ticks(for: d)
                let durationNode = body["duration"] ?? body
                let durationPath = kind == "drag" ? stepPath.key("duration") : stepPath
                if d >= millisecondLike, d > duration {
                    unitSuspect = true
                    say(
                        durationNode, durationPath,
                        "a \(kind) of \(seconds(d)), longer than the scenario (\(seconds(duration))): durations are in s, not ms (\(NumberFormat.shortest(d)) ms = \(seconds(d / 1000)))"
                    )
                } else if case .wait = step {
                    continue
                } else if startsLate {
                    late(node, path.index(i), "the \(kind) \(never)")
                } else if tick > clock.lastTick, !unitSuspect {
                    say(
                        node, path.index(i),
                        "the \(kind) ends at \(seconds(clock.time(ofTick: tick))), after the scenario's duration (\(seconds(duration))): it is cut there"
                    )
                }
            case .release(let given):
                if startsLate { late(node, path.index(i), "the \(kind) \(never)") }
                if let v = given { slow(v) }
            case .flick(let v):
                if startsLate { late(node, path.index(i), "the \(kind) \(never)") }
                slow(v)
            case .trace(let times, _):
                let span = times.last ?? 0
                tick = start + Int(max(0, (span * Double(clock.physicsRate) - 1e-9).rounded(.up)))
                let inMilliseconds = body["timeUnit"]?.value.stringValue == TraceTimeUnit.milliseconds.rawValue
                let name = body["file"]?.value.stringValue.map(JSONWriter.quoted) ?? "the trace"
                if !inMilliseconds, span >= millisecondLike, span > duration {
                    unitSuspect = true
                    say(
                        body, stepPath,
                        "\(name) spans \(seconds(span)), longer than the scenario (\(seconds(duration))): recorded in ms? add \"timeUnit\": \"ms\" (\(seconds(span / 1000)))"
                    )
                } else if inMilliseconds, times.count > 1, span < shortestTrace {
                    say(
                        body, stepPath,
                        "\(name) spans \(NumberFormat.shortest(span * 1000)) ms: recorded in s? remove \"timeUnit\": \"ms\" (\(seconds(span * 1000)))"
                    )
                } else if startsLate {
                    late(node, path.index(i), "the trace \(never)")
                } else if tick > clock.lastTick, !unitSuspect {
                    say(
                        node, path.index(i),
                        "\(name) ends at \(seconds(clock.time(ofTick: start) + span)), after the scenario's duration (\(seconds(duration))): it is cut there"
                    )
                }
            }
        }
        if let first = firstLate, first.count > 0 {
            let w = warnings[first.index]
            let later = first.count == 1 ? "1 later step" : "\(first.count) later steps"
            warnings[first.index] = InputWarning(
                file: w.file, position: w.position, path: w.path, message: w.message + "; nor do \(later)")
        }
        return warnings
    }
}
