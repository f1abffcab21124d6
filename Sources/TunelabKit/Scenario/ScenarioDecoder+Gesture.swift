import Foundation
import ScrollPhysics

extension ScenarioDecoder {
    static let gestureSteps = ["drag", "hold", "release", "flick", "wait", "trace"]

    /// `gesture`: a list of one-key objects (docs/scenario.md#touch).
    /// `axis` is the layout's scroll axis, onto which a 2-D trace (`time,x,y`) is projected.
    func decodeGesture(_ nodes: [JSONNode], path: JSONPath, axis: LayoutAxis) throws(InputError) -> [GestureStep] {
        var steps: [GestureStep] = []
        for (i, node) in nodes.enumerated() {
            steps.append(try decodeStep(node, path: path.index(i), axis: axis))
        }
        return steps
    }

    private func decodeStep(_ node: JSONNode, path: JSONPath, axis: LayoutAxis) throws(InputError) -> GestureStep {
        let object = try ObjectReader(node, path: path, file: file)
        let keys = object.keys
        guard keys.count == 1, let kind = keys.first else {
            throw object.error(
                nil,
                "expected one step, an object with one of the keys \(Self.gestureSteps.joined(separator: ", ")); got \(keys.count) keys")
        }
        let seconds = "a duration ≥ 0 (s)"
        /// The step's own object (`{"drag": {…}}`); the key is present, so this never yields nil.
        func body() throws(InputError) -> ObjectReader {
            try ObjectReader(node[kind] ?? node, path: path.key(kind), file: file)
        }
        switch kind {
        case "drag":
            let drag = try body()
            let translation = try drag.double("translation", expected: "a translation (pt)") { abs($0) < 1e9 } ?? 0
            let duration = try drag.double("duration", default: 0.1, expected: "a positive duration (s)") { $0 > 0 && $0 <= 1e6 }
            let curve = try drag.choice("curve", default: DragCurve.linear)
            guard drag.has("translation") else { throw drag.error(nil, "expected a \"translation\" (pt)") }
            try drag.finish()
            return .drag(translation: translation, duration: duration, curve: curve)
        case "hold":
            return .hold(duration: try object.double("hold", expected: seconds) { $0 >= 0 && $0 <= 1e6 } ?? 0)
        case "wait":
            return .wait(duration: try object.double("wait", expected: seconds) { $0 >= 0 && $0 <= 1e6 } ?? 0)
        case "release":
            let release = try body()
            let velocity = try release.double("velocity", expected: "a finger velocity (pt/s)") { abs($0) < 1e9 }
            try release.finish()
            return .release(velocity: velocity)
        case "flick":
            let flick = try body()
            let velocity = try flick.double("velocity", expected: "a finger velocity (pt/s)") { abs($0) < 1e9 }
            guard let velocity else { throw flick.error(nil, "expected a \"velocity\" (pt/s)") }
            try flick.finish()
            return .flick(velocity: velocity)
        case "trace":
            let trace = try body()
            let name = try trace.string("file")
            let samples = trace.node("samples")
            let unit = try trace.choice("timeUnit", default: TraceTimeUnit.seconds)
            try trace.finish()
            switch (name, samples) {
            case (let name?, nil): return try readTrace(name, timeUnit: unit, axis: axis, referredFrom: trace)
            case (nil, let samples?): return try inlineTrace(samples, timeUnit: unit, reader: trace)
            case (.some, .some): throw trace.error("samples", "expected either a \"file\" or \"samples\", not both")
            case (nil, nil):
                throw trace.error(
                    nil, "expected a \"file\" (a CSV with header time,translation or time,x,y) or \"samples\" ([[time, translation], …])")
            }
        default:
            var message = "unknown gesture step \(JSONWriter.quoted(kind)); expected one of \(Self.gestureSteps.joined(separator: ", "))"
            if let near = DidYouMean.suggestion(for: kind, among: Self.gestureSteps) { message += "; did you mean \"\(near)\"?" }
            throw InputError(file: file, position: node.position, path: path, message: message)
        }
    }
}
