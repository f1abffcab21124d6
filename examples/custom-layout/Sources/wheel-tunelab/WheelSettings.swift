import ScrollPhysics
import TunelabKit

/// `"layout": {"kind": "wheel", …}`: the settings of a `WheelLayout`, read from the scenario.
/// Every key is optional and is a grid key (`"layout.radius": [200, 260, 320]`).
struct WheelSettings: LayoutPluginSettings {
    /// Card size before scale, pt (> 0).
    var cardWidth: Points = 200
    var cardHeight: Points = 300
    /// Scroll distance from one card to the next, pt (> 0): the snap interval.
    var spacing: Points = 60
    /// Radius of the wheel, pt (> 0).
    var radius: Points = 260
    /// Angle between neighbouring cards, radians, in (0, π/2].
    var angleStep: Double = 0.4
    /// Scale of a card seen edge-on (θ = ±π/2), in [0, 1]; the front card has scale 1.
    var backScale: Double = 0.6
    /// Cards laid out each side of the front one (1 … 50).
    var reach: Int = 3
    /// Data count: items, or `nil` for infinite content.
    var count: Int? = nil

    init(layout object: ObjectReader) throws(InputError) {
        func length(_ key: String, _ value: inout Double) throws(InputError) {
            value = try object.double(key, default: value, expected: "a positive length (pt)") { $0 > 0 && $0 < 1e6 }
        }
        try length("cardWidth", &cardWidth)
        try length("cardHeight", &cardHeight)
        try length("spacing", &spacing)
        try length("radius", &radius)
        angleStep = try object.double("angleStep", default: angleStep, expected: "an angle in (0, π/2] (radians)") {
            $0 > 0 && $0 <= Double.pi / 2
        }
        backScale = try object.double("backScale", default: backScale, expected: "a number in [0, 1]") { $0 >= 0 && $0 <= 1 }
        reach = try object.int("reach", default: reach, expected: "an integer in [1, 50]") { $0 >= 1 && $0 <= 50 }
        // `count`: a positive integer, or "infinite" (the default).
        if let node = object.node("count") {
            if case .string("infinite") = node.value {
                count = nil
            } else {
                count = try object.int("count", default: 1, expected: "a positive integer or \"infinite\"") { $0 >= 1 }
            }
        }
    }

    /// The default wheel (for tests and benchmarks).
    init() {}

    var pitch: Points? { spacing }

    func makeLayout(geometry: LayoutGeometry) -> WheelLayout {
        WheelLayout(settings: self, geometry: geometry)
    }
}
