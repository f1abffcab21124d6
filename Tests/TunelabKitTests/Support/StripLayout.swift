import Foundation
import ScrollPhysics
import TunelabKit

/// A test-only plug-in layout, `"kind": "strip"`: a vertical list of equal rows, each pushed
/// sideways by `sway`·sin(offset/100) (pt) and shrunk by `shrink` per point of distance from
/// the viewport's centre. Scrolls along y; frame-to-frame and alpha metrics only.
///
/// Row i (pitch p = rowHeight + gap): y = i·p − offset, x = sway·sin(offset/100),
/// scale = 1/(1 + shrink·|centreY − viewport/2|), alpha = scale. Rows meeting [0, viewport) only.
/// Row `nanIndex`, when set, has alpha NaN: the layout's `fault`.
struct StripLayout: ScrollLayout {
    let settings: StripSettings
    let geometry: LayoutGeometry
    private(set) var fault: LayoutFault?

    init(settings: StripSettings, geometry: LayoutGeometry) {
        self.settings = settings
        self.geometry = geometry
    }

    mutating func reset() { fault = nil }

    var traits: LayoutTraits {
        LayoutTraits(kindName: "strip", axis: .vertical, layoutMetrics: [.alphaReversals, .jitterRMSPt, .maxStepPt])
    }

    var capacity: Int { Int((geometry.viewport / settings.pitchValue).rounded(.up)) + 2 }

    mutating func layout(offset: Points, velocity: PointsPerSecond, into items: inout ItemBuffer) {
        items.removeAll()
        let pitch = settings.pitchValue
        let first = Int((offset / pitch).rounded(.down))
        for index in first..<(first + capacity) {
            let y = Double(index) * pitch - offset
            guard y + settings.rowHeight > 0, y < geometry.viewport else { continue }
            if geometry.bounded, let count = settings.count, index < 0 || index >= count { continue }
            let scale = 1 / (1 + settings.shrink * abs(y + settings.rowHeight / 2 - geometry.viewport / 2))
            let alpha = index == settings.nanIndex ? Double.nan : scale
            if alpha.isNaN, fault == nil { fault = LayoutFault(attribute: "alpha", index: index, value: alpha) }
            items.append(
                ItemAttributes(
                    index: index, dataIndex: index, x: settings.sway * sin(offset / 100), y: y,
                    width: geometry.crossViewport, height: settings.rowHeight,
                    scale: scale, alpha: alpha))
        }
    }
}

/// `layout` keys of `StripLayout`: `rowHeight` (> 0), `gap` (≥ 0), `sway`, `shrink` (≥ 0), `count`,
/// `nanIndex` (a row whose alpha is NaN).
struct StripSettings: LayoutPluginSettings {
    var rowHeight: Points = 80
    var gap: Points = 8
    var sway: Points = 0
    var shrink: Double = 0.001
    var count: Int?
    var nanIndex: Int?

    init() {}

    init(layout object: ObjectReader) throws(InputError) {
        rowHeight = try object.double("rowHeight", default: rowHeight, expected: "a positive length (pt)") { $0 > 0 && $0 < 1e6 }
        gap = try object.double("gap", default: gap, expected: "a length ≥ 0 (pt)") { $0 >= 0 && $0 < 1e6 }
        sway = try object.double("sway", default: sway, expected: "a finite number (pt)") { abs($0) < 1e6 }
        shrink = try object.double("shrink", default: shrink, expected: "a number ≥ 0") { $0 >= 0 && $0 < 1 }
        if object.has("nanIndex") { nanIndex = try object.int("nanIndex") }
        if object.has("count") {
            count = try object.int("count", default: 1, expected: "a positive integer") { $0 >= 1 }
        }
    }

    var pitchValue: Points { rowHeight + gap }
    var pitch: Points? { pitchValue }

    func makeLayout(geometry: LayoutGeometry) -> StripLayout { StripLayout(settings: self, geometry: geometry) }

    /// The plug-in the tests register.
    static let plugin = LayoutPlugin(kind: "strip", settings: StripSettings.self)
}

/// Runs `tunelab ARGS…` in-process with the `strip` plug-in registered.
func tunelabWithStrip(_ arguments: String...) -> CLIResult {
    let console = Console.capturing()
    let code = TunelabCLI.main(["tunelab"] + arguments, layouts: [StripSettings.plugin], console: console)
    return CLIResult(code: code, out: console.capturedOut, err: console.capturedErr)
}
