import Foundation
import ScrollPhysics

/// A carousel wheel seen from the front: cards sit on a circle of radius r around a vertical
/// axis, and scrolling turns the wheel. Scrolls horizontally.
///
/// Card i's angle is θᵢ = (i − offset/spacing)·angleStep (radians; 0 = facing the viewer).
/// With midX = viewport/2, midY = crossViewport/2:
///
///     s     = backScale + (1 − backScale)·cos θ        (cos θ ≥ 0 for the cards laid out)
///     x     = midX + r·sin θ − cardWidth·s/2,   y = midY − cardHeight·s/2
///     z     = 100·cos θ,   alpha = 0.25 + 0.75·cos θ,   rotation = −θ,   shadowOpacity = 0.2·(1 − cos θ)
///
/// The cards laid out are focus − reach … focus + reach (focus = round(offset/spacing), halves
/// away from zero) whose |θ| < π/2; with bounded content, only indices in [0, count).
/// A value type with no state between frames: deterministic, `Sendable`, allocation-free per frame.
struct WheelLayout: ScrollLayout {
    let settings: WheelSettings
    let geometry: LayoutGeometry

    init(settings: WheelSettings, geometry: LayoutGeometry) {
        self.settings = settings
        self.geometry = geometry
    }

    /// Horizontal, with the card stack's frame-to-frame, z-order, focus and alpha metrics
    /// (cards on a wheel overlap by design, so no overlap metrics).
    var traits: LayoutTraits {
        LayoutTraits(
            kindName: "wheel", axis: .horizontal,
            layoutMetrics: [
                .jitterRMSPt, .reversals, .pixelFlips, .maxStepPt, .zViolations, .focusErrorRate, .alphaReversals
            ])
    }

    var capacity: Int { 2 * settings.reach + 1 }

    func layout(offset: Points, velocity: PointsPerSecond, into items: inout ItemBuffer) {
        items.removeAll()
        let position = offset / settings.spacing
        let focus = Int(position.rounded(.toNearestOrAwayFromZero))
        let midX = geometry.viewport / 2, midY = geometry.crossViewport / 2
        for index in (focus - settings.reach)...(focus + settings.reach) {
            if geometry.bounded, let count = settings.count, index < 0 || index >= count { continue }
            let theta = (Double(index) - position) * settings.angleStep
            let depth = cos(theta)
            guard depth > 0 else { continue }
            let scale = settings.backScale + (1 - settings.backScale) * depth
            let width = settings.cardWidth * scale, height = settings.cardHeight * scale
            let n = settings.count
            items.append(
                ItemAttributes(
                    index: index, dataIndex: n.map { ((index % $0) + $0) % $0 } ?? index,
                    x: midX + settings.radius * sin(theta) - width / 2, y: midY - height / 2,
                    width: width, height: height, scale: scale, rotation: -theta,
                    alpha: 0.25 + 0.75 * depth, z: 100 * depth, shadowOpacity: 0.2 * (1 - depth)))
        }
    }
}
