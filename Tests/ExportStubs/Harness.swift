// The export harness's checker (docs/export.md#proof): `check` runs an exported `Layout` over every
// frame of a lab run's frames.csv (a dropped frame repeats the last shown one) and compares each row
// with the run's items.csv — index and data index exactly, every number within 1e-9 pt.
// ExportHarnessTests and scripts/export-check.sh append one `HarnessLayout` extension per exported
// type and the calls to `check`, and build it with the exported files.
import Foundation

protocol HarnessLayout {
    init()
    mutating func rows(offset: Double, velocity: Double) -> [[Double]]
}

func table(_ path: String) -> [[String]] {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
}

/// Every frame of `dir`/frames.csv through a fresh layout; each row against `dir`/items.csv.
func check<L: HarnessLayout>(_ name: String, _ dir: String, _ type: L.Type) -> Bool {
    let frames = table(dir + "/frames.csv"), items = table(dir + "/items.csv")
    guard let frameHeader = frames.first, let itemHeader = items.first else {
        print("\(name): no frames.csv or items.csv in \(dir)")
        return false
    }
    let dropped = frameHeader.firstIndex(of: "dropped")
    let layered = itemHeader.contains("layer")
    var expected: [String: [[String]]] = [:]
    for row in items.dropFirst() { expected[row[0], default: []].append(row) }
    var layout = L()
    var shown: [[Double]] = []
    var rows = 0, badFrames = 0, largest = 0.0
    for frame in frames.dropFirst() {
        if dropped.map({ frame[$0] != "1" }) ?? true {
            shown = layout.rows(offset: Double(frame[2])!, velocity: Double(frame[3])!)
        }
        let want = expected[frame[0]] ?? []
        guard want.count == shown.count else {
            if badFrames < 3 { print("\(name): frame \(frame[0]): \(shown.count) items, the lab laid out \(want.count)") }
            badFrames += 1
            continue
        }
        for (got, row) in zip(shown, want) {
            rows += 1
            // index, data_index, x … shadow_opacity, then layer, translation, clamped for parallax.
            let columns = layered ? Array(2...15) : Array(2...12)
            for (k, column) in columns.enumerated() {
                let value = got[k], lab = Double(row[column])!
                let d = abs(value - lab)
                let difference = (value.isNaN && lab.isNaN) || value == lab ? 0 : (d.isNaN ? Double.infinity : d)
                if difference > largest { largest = difference }
            }
        }
    }
    print("\(name): \(rows) rows over \(frames.count - 1) frames, largest difference \(largest), \(badFrames) frames with other items")
    return rows > 0 && largest <= 1e-9 && badFrames == 0
}

/// The exported physics against the lab's: each row of `path` (written by ExportHarnessTests from
/// ScrollPhysics) is a spring state (`snap`/`bounce`, x₀, v₀, t, x, v; x within 1e-9 pt, v within
/// 1e-9 of max(1, |v₀|)) or a release (`release`, offset, v, min, max, kind, target, rate, free
/// resting offset: kind 0 coast, 1 bounce, 2 snap by spring, 3 snap by deceleration; all within 1e-9).
func checkPhysics(
    _ name: String, _ path: String, spring: (String, Double, Double, Double) -> (Double, Double),
    release: (Double, Double, Double, Double) -> [Double]
) -> Bool {
    var rows = 0, largest = 0.0
    func differ(_ a: Double, _ b: Double, scale: Double = 1) {
        let d = (a.isNaN && b.isNaN) || a == b ? 0 : abs(a - b) / scale
        if !(d <= largest) { largest = d.isNaN ? .infinity : d }
    }
    for row in table(path).dropFirst() {
        let v = row.dropFirst().map { Double($0)! }
        rows += 1
        if row[0] == "release" {
            for (got, lab) in zip(release(v[0], v[1], v[2], v[3]), v[4...]) { differ(got, lab) }
        } else {
            let (x, velocity) = spring(row[0], v[0], v[1], v[2])
            differ(x, v[3])
            differ(velocity, v[4], scale: max(1, abs(v[1])))
        }
    }
    print("\(name) physics: \(rows) spring states and releases, largest difference \(largest)")
    return rows > 0 && largest <= 1e-9
}
