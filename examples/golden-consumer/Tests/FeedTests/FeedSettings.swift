import FeedLayout
import ScrollPhysics
import TunelabKit

/// `"layout": {"kind": "feed", "rowHeight": 88, "gap": 8, "fade": 0.002}`: the app's feed as a
/// tunelab plug-in layout, for the golden tests (the app itself never links TunelabKit).
struct FeedSettings: LayoutPluginSettings {
    var rowHeight: Points = 88
    var gap: Points = 8
    var fade: Double = 0.002

    init(layout object: ObjectReader) throws(InputError) {
        rowHeight = try object.double("rowHeight", default: rowHeight, expected: "a positive length (pt)") { $0 > 0 && $0 < 1e6 }
        gap = try object.double("gap", default: gap, expected: "a length ≥ 0 (pt)") { $0 >= 0 && $0 < 1e6 }
        fade = try object.double("fade", default: fade, expected: "a number in [0, 1)") { $0 >= 0 && $0 < 1 }
    }

    var pitch: Points? { rowHeight + gap }

    func makeLayout(geometry: LayoutGeometry) -> FeedLayout {
        FeedLayout(rowHeight: rowHeight, gap: gap, fade: fade, geometry: geometry)
    }

    static let plugin = LayoutPlugin(kind: "feed", settings: FeedSettings.self)
}
