import ScrollPhysics

/// `--to swiftui`: the point's springs as SwiftUI values — `Spring(response:dampingRatio:)`,
/// `Spring(mass:stiffness:damping:)`, `.spring(duration:bounce:)` — and a
/// `ScrollTargetBehavior` that snaps at the tuned interval. Inside `#if canImport(SwiftUI)`.
enum SwiftUIExporter {
    static func render(_ point: ExportedPoint) -> String {
        let scroll = point.scenario.scroll
        let name = ExportNames.pascal([point.typeStem, "SwiftUI"])
        let horizontal = point.scenario.layout.traits.isHorizontal
        let bounce = ExportSpring(scroll.bounce), snap = ExportSpring(scroll.snap.spring)
        let interval = scroll.snap.effectiveInterval(viewport: scroll.viewport)
        let l = ExportLiteral.swift
        return point.provenance.slashComment + """

            #if canImport(SwiftUI)
            import SwiftUI

            /// The tuned springs and snapping of `\(point.scenario.name)` for SwiftUI (iOS 17, macOS 14).
            /// `Spring(response:dampingRatio:)` is the same motion as the lab's m/k/c spring (m = 1,
            /// k/m = (2π/response)²); `.spring(duration:bounce:)` too (duration = response, bounce = 1 − ζ).
            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
            enum \(name) {
                /// Snap spring: m \(l(snap.mass)), k \(l(snap.stiffness)), c \(l(snap.damping)).
                static let snapSpring = Spring(response: \(l(snap.response)), dampingRatio: \(l(snap.dampingRatio)))
                static let snapSpringCoefficients = Spring(mass: \(l(snap.mass)), stiffness: \(l(snap.stiffness)), damping: \(l(snap.damping)))
                static let snapAnimation = Animation.spring(duration: \(l(snap.response)), bounce: \(l(snap.bounce)))
                /// Edge bounce-back spring: m \(l(bounce.mass)), k \(l(bounce.stiffness)), c \(l(bounce.damping)).
                static let bounceSpring = Spring(response: \(l(bounce.response)), dampingRatio: \(l(bounce.dampingRatio)))
                static let bounceAnimation = Animation.spring(duration: \(l(bounce.response)), bounce: \(l(bounce.bounce)))
                /// UIKit's deceleration rate r per ms. SwiftUI's ScrollView has no setting for it; with UIKit
                /// underneath, set `UIScrollView.DecelerationRate(rawValue:)` on the hosting scroll view.
                static let decelerationRate: Double = \(l(scroll.decelerationRate.perMillisecond))
                /// Snap interval along \(horizontal ? "x" : "y"), pt; nil = no snapping.
                static let snapInterval: Double? = \(interval.map(l) ?? "nil")

                /// `.scrollTargetBehavior(\(name).SnapBehavior())`: the proposed target rounded to the
                /// nearest multiple of the interval (halves away from zero), as the lab snaps.
                struct SnapBehavior: ScrollTargetBehavior {
                    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                        guard let interval = snapInterval else { return }
                        let proposed = target.rect.origin.\(horizontal ? "x" : "y")
                        target.rect.origin.\(horizontal ? "x" : "y") = (proposed / interval).rounded(.toNearestOrAwayFromZero) * interval
                    }
                }
            }
            #endif

            """
    }
}
