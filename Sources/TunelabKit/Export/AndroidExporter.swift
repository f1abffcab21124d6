import Foundation
import ScrollPhysics

/// `--to android`: Kotlin — AndroidX `SpringForce` (stiffness k/m and damping ratio ζ of the same
/// motion at m = 1), `FlingAnimation` friction giving UIKit's decay exactly
/// (v0·e^(−4.2·f·t) = v0·r^(1000·t) ⇔ f = −1000·ln r / 4.2), and `OverScroller` use.
enum AndroidExporter {
    static func render(_ point: ExportedPoint) -> String {
        let scroll = point.scenario.scroll
        let name = ExportNames.pascal([point.typeStem])
        let bounce = point.bounceSpring, snap = point.snapSpring
        let interval = scroll.snap.effectiveInterval(viewport: scroll.viewport)
        let k = ExportLiteral.kotlin, f = ExportLiteral.kotlinFloat
        let friction = -1000 * Elementary.log(scroll.decelerationRate.perMillisecond) / 4.2
        return point.provenance.slashComment + ExportLimits.header(point, target: .android) + """

            import android.widget.OverScroller
            import androidx.dynamicanimation.animation.DynamicAnimation
            import androidx.dynamicanimation.animation.FlingAnimation
            import androidx.dynamicanimation.animation.FloatValueHolder
            import androidx.dynamicanimation.animation.SpringAnimation
            import androidx.dynamicanimation.animation.SpringForce
            import kotlin.math.abs
            import kotlin.math.cos
            import kotlin.math.exp
            import kotlin.math.floor
            import kotlin.math.ln
            import kotlin.math.max
            import kotlin.math.min
            import kotlin.math.roundToInt
            import kotlin.math.sin

            /** The tuned constants of `\(point.scenario.name)`; lengths in dp (= pt), velocities in dp/s along the scroll offset. */
            object \(name) {
                /** UIKit's deceleration rate r: the velocity keeps r per millisecond, v(t) = v0·r^(1000·t). */
                const val DECELERATION_RATE = \(k(scroll.decelerationRate.perMillisecond))
                /** FlingAnimation friction with the same decay: −1000·ln r / 4.2 (= \(k(friction))). */
                const val FLING_FRICTION = \(f(friction))
                /** Snap interval, dp; null = no snapping. */
                val SNAP_INTERVAL: Double? = \(interval.map(k) ?? "null")

                /** Snap spring at m = 1: k = \(k(snap.unitStiffness)) (m \(k(snap.mass)), k \(k(snap.stiffness)), c \(k(snap.damping))), ζ = \(k(snap.dampingRatio)). */
                const val SNAP_STIFFNESS = \(f(snap.unitStiffness))
                const val SNAP_DAMPING_RATIO = \(f(snap.dampingRatio))
                /** Edge spring at m = 1: k = \(k(bounce.unitStiffness)), ζ = \(k(bounce.dampingRatio)). */
                const val BOUNCE_STIFFNESS = \(f(bounce.unitStiffness))
                const val BOUNCE_DAMPING_RATIO = \(f(bounce.dampingRatio))

                fun snapSpring(finalPosition: Float): SpringForce =
                    SpringForce(finalPosition).setStiffness(SNAP_STIFFNESS).setDampingRatio(SNAP_DAMPING_RATIO)

                fun bounceSpring(finalPosition: Float): SpringForce =
                    SpringForce(finalPosition).setStiffness(BOUNCE_STIFFNESS).setDampingRatio(BOUNCE_DAMPING_RATIO)

                /** A coast stops once |v| < STOP_SPEED (dp/s; the lab's, from recorded UIScrollView flicks). */
                const val STOP_SPEED = \(k(scroll.stopSpeed))

                /** Where a coast from [offset] at [velocity] stops: x0 + sign(v0)·max(|v0| − STOP_SPEED, 0)·T, \(scroll.decelerationLaw == .continuous ? "T = −1/(1000·ln r) s (the continuous law)" : "T = r/(1000·(1 − r)) s (the per-millisecond law)"). */
                fun restingOffset(offset: Double, velocity: Double): Double {
                    val travel = max(abs(velocity) - STOP_SPEED, 0.0) * \(scroll.decelerationLaw == .continuous ? "-1 / (1000 * ln(DECELERATION_RATE))" : "DECELERATION_RATE / (1000 * (1 - DECELERATION_RATE))")
                    return if (velocity < 0) offset - travel else offset + travel
                }

                /** The resting place rounded to the nearest multiple of the interval (halves away from zero), clamped. */
                fun snapTarget(offset: Double, velocity: Double, min: Double, max: Double): Double {
                    val rest = restingOffset(offset, velocity)
                    val interval = SNAP_INTERVAL ?: return rest.coerceIn(min, max)
                    val n = rest / interval
                    val rounded = if (n >= 0) kotlin.math.floor(n + 0.5) else -kotlin.math.floor(-n + 0.5)
                    return (rounded * interval).coerceIn(min, max)
                }

                /** A fling from [offset] at [velocity] decaying as the lab's coast, then (snapping) a spring to the target. */
                fun fling(holder: FloatValueHolder, offset: Float, velocity: Float, min: Float, max: Float): DynamicAnimation<*> {
                    holder.value = offset
                    if (SNAP_INTERVAL == null) {
                        return FlingAnimation(holder).setFriction(FLING_FRICTION).setStartVelocity(velocity)
                            .setMinValue(min).setMaxValue(max).also { it.start() }
                    }
                    val target = snapTarget(offset.toDouble(), velocity.toDouble(), min.toDouble(), max.toDouble()).toFloat()
                    return SpringAnimation(holder).setSpring(snapSpring(target)).setStartVelocity(velocity).also { it.start() }
                }

                /**
                 * With an OverScroller: fling with it (its spline decay is not UIKit's), then snap to the lab's
                 * target with `springBack` into the one-point range [target, target]. Positions in px.
                 */
                fun overScrollerFling(scroller: OverScroller, start: Int, velocity: Int, min: Int, max: Int, density: Float) {
                    if (SNAP_INTERVAL == null) {
                        scroller.fling(0, start, 0, velocity, 0, 0, min, max)
                        return
                    }
                    val target = (snapTarget(start / density.toDouble(), velocity / density.toDouble(), min / density.toDouble(), max / density.toDouble()) * density).roundToInt()
                    scroller.springBack(0, start, 0, 0, target, target)
                }
            }

            """ + ForeignLayoutWriter(point: point, language: .kotlin).render(name: name + "Layout")
    }
}
