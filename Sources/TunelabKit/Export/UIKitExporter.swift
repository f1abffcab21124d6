import ScrollPhysics

/// `--to uikit`: the point's constants applied to UIKit — `UIScrollView.DecelerationRate(rawValue:)`,
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` with UIKit's relative
/// initial velocity (velocity / distance), and a `scrollViewWillEndDragging` snap helper using
/// the lab's target rule. Inside `#if canImport(UIKit)`, so the file also parses on Linux.
enum UIKitExporter {
    static func render(_ point: ExportedPoint) -> String {
        let scroll = point.scenario.scroll
        let name = ExportNames.pascal([point.typeStem, "UIKit"])
        let horizontal = point.scenario.layout.traits.isHorizontal
        let axis = horizontal ? "x" : "y"
        let bounce = ExportSpring(scroll.bounce), snap = ExportSpring(scroll.snap.spring)
        let interval = scroll.snap.effectiveInterval(viewport: scroll.viewport)
        let l = ExportLiteral.swift
        return point.provenance.slashComment + """

            #if canImport(UIKit)
            import UIKit

            /// The tuned scroll physics of `\(point.scenario.name)` applied to a `UIScrollView` scrolling along \(axis).
            /// Install with `scrollView.decelerationRate = \(name).decelerationRate` and call
            /// `\(name).scrollViewWillEndDragging(…)` from your delegate.
            enum \(name) {
                /// The velocity keeps r = \(l(scroll.decelerationRate.perMillisecond)) per millisecond: v(t) = v₀·r^(1000·t).
                static let decelerationRate = UIScrollView.DecelerationRate(rawValue: \(l(scroll.decelerationRate.perMillisecond)))

                /// Snap interval along \(axis), pt; nil = no snapping (`scroll.snap.policy` \(scroll.snap.policy.rawValue)).
                static let snapInterval: CGFloat? = \(interval.map(l) ?? "nil")
                /// `spring`: stop the coast and animate with `snapSpring`; `decelerate`: let UIKit decelerate to the target.
                static let snapMode = "\(scroll.snap.mode.rawValue)"

                /// The snap spring: m \(l(snap.mass)), k \(l(snap.stiffness)), c \(l(snap.damping))
                /// (response \(l(snap.response)) s, ζ \(l(snap.dampingRatio))).
                static let snapSpring = (mass: CGFloat(\(l(snap.mass))), stiffness: CGFloat(\(l(snap.stiffness))), damping: CGFloat(\(l(snap.damping))))
                /// The bounce-back spring at the edges: m \(l(bounce.mass)), k \(l(bounce.stiffness)), c \(l(bounce.damping))
                /// (response \(l(bounce.response)) s, ζ \(l(bounce.dampingRatio))).
                static let bounceSpring = (mass: CGFloat(\(l(bounce.mass))), stiffness: CGFloat(\(l(bounce.stiffness))), damping: CGFloat(\(l(bounce.damping))))
                /// Rubber band c and d (pt): b(x) = (1 − 1/(x·c/d + 1))·d.
                static let rubberBand = (constant: CGFloat(\(l(scroll.rubberBandConstant))), dimension: CGFloat(\(l(scroll.rubberBandLength))))

                /// Spring timing for an animation from `offset` to `target` (pt) starting at `velocity` (pt/s).
                /// UIKit's `initialVelocity` is relative to the distance: velocity / (target − offset).
                static func snapTimingParameters(from offset: CGFloat, to target: CGFloat, velocity: CGFloat) -> UISpringTimingParameters {
                    let distance = target - offset
                    let relative = distance == 0 ? 0 : velocity / distance
                    return UISpringTimingParameters(mass: snapSpring.mass, stiffness: snapSpring.stiffness, damping: snapSpring.damping,
                                                    initialVelocity: CGVector(dx: relative, dy: relative))
                }

                /// Where a coast from `offset` at `velocity` (pt/s) rests: x₀ − v₀/(1000·ln r).
                static func restingOffset(from offset: CGFloat, velocity: CGFloat) -> CGFloat {
                    offset - velocity / (1000 * log(decelerationRate.rawValue))
                }

                /// The lab's snap target: the resting place rounded to the nearest multiple of the interval
                /// (halves away from zero), clamped to the scroll bounds.
                static func snapTarget(from offset: CGFloat, velocity: CGFloat, minOffset: CGFloat, maxOffset: CGFloat) -> CGFloat {
                    let rest = restingOffset(from: offset, velocity: velocity)
                    guard let interval = snapInterval else { return min(max(rest, minOffset), maxOffset) }
                    return min(max((rest / interval).rounded(.toNearestOrAwayFromZero) * interval, minOffset), maxOffset)
                }

                /// Call from `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`. UIKit's `velocity`
                /// is in pt/ms; the lab's is pt/s. With `snapMode` "spring" the coast is stopped and a spring
                /// animation (with UIKit's relative initial velocity) carries the view to the target.
                static func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                                      targetContentOffset: UnsafeMutablePointer<CGPoint>) {
                    guard snapInterval != nil else { return }
                    let offset = scrollView.contentOffset.\(axis)
                    let speed = velocity.\(axis) * 1000
                    let inset = scrollView.adjustedContentInset
                    let minOffset = -inset.\(horizontal ? "left" : "top")
                    let maxOffset = max(minOffset, scrollView.contentSize.\(horizontal ? "width" : "height") + inset.\(horizontal ? "right" : "bottom") - scrollView.bounds.\(horizontal ? "width" : "height"))
                    let target = snapTarget(from: offset, velocity: speed, minOffset: minOffset, maxOffset: maxOffset)
                    guard snapMode == "spring" else {
                        targetContentOffset.pointee.\(axis) = target
                        return
                    }
                    targetContentOffset.pointee = scrollView.contentOffset
                    let animator = UIViewPropertyAnimator(duration: 0, timingParameters: snapTimingParameters(from: offset, to: target, velocity: speed))
                    animator.addAnimations { scrollView.contentOffset.\(axis) = target }
                    animator.startAnimation()
                }
            }
            #endif

            """
    }
}
