import ScrollPhysics

/// `--to flutter`: Dart — the springs as `SpringDescription`s, UIKit's exponential coast as a
/// `Simulation`, and a `BouncingScrollPhysics` subclass that coasts and snaps as the lab did.
enum FlutterExporter {
    static func render(_ point: ExportedPoint) -> String {
        let scroll = point.scenario.scroll
        let name = ExportNames.pascal([point.typeStem])
        let bounce = point.bounceSpring, snap = point.snapSpring
        let interval = scroll.snap.effectiveInterval(viewport: scroll.viewport)
        let d = ExportLiteral.dart
        return point.provenance.slashComment + ExportLimits.header(point, target: .flutter) + """

            import 'dart:math' as math;

            import 'package:flutter/foundation.dart';
            import 'package:flutter/physics.dart';
            import 'package:flutter/widgets.dart';

            /// The tuned constants of `\(point.scenario.name)`. Lengths in logical pixels
            /// (= pt), times in s, velocities in px/s along the scroll offset.
            class \(name) {
              \(name)._();

              /// UIKit's deceleration rate r: the velocity keeps r per millisecond, v(t) = v0·r^(1000·t).
              static const double decelerationRate = \(d(scroll.decelerationRate.perMillisecond));
              /// Snap interval; null = no snapping.
              static const double? snapInterval = \(interval.map(d) ?? "null");
              /// Snap spring: m \(d(snap.mass)), k \(d(snap.stiffness)), c \(d(snap.damping)) (ζ \(d(snap.dampingRatio)), response \(d(snap.response)) s).
              static const SpringDescription snapSpring = SpringDescription(mass: \(d(snap.mass)), stiffness: \(d(snap.stiffness)), damping: \(d(snap.damping)));
              /// Edge spring: m \(d(bounce.mass)), k \(d(bounce.stiffness)), c \(d(bounce.damping)) (ζ \(d(bounce.dampingRatio))).
              static const SpringDescription bounceSpring = SpringDescription(mass: \(d(bounce.mass)), stiffness: \(d(bounce.stiffness)), damping: \(d(bounce.damping)));
              /// Rubber band c (the lab's drag resistance past an edge); d = the viewport.
              static const double rubberBandConstant = \(d(scroll.rubberBandConstant));

              /// A coast stops once |v| < stopSpeed (px/s; the lab's, from recorded UIScrollView flicks).
              static const double stopSpeed = \(d(scroll.stopSpeed));

              /// Where a coast from [offset] at [velocity] stops: x0 + sign(v0)·max(|v0| − stopSpeed, 0)·T,
              /// \(scroll.decelerationLaw == .continuous ? "T = −1/(1000·ln r) s (the continuous law)." : "T = r/(1000·(1 − r)) s (the per-millisecond law).")
              static double restingOffset(double offset, double velocity) {
                final travel = math.max(velocity.abs() - stopSpeed, 0.0) * \(scroll.decelerationLaw == .continuous ? "-1 / (1000 * math.log(decelerationRate))" : "decelerationRate / (1000 * (1 - decelerationRate))");
                return velocity < 0 ? offset - travel : offset + travel;
              }

              /// The resting place rounded to the nearest multiple of [snapInterval] (halves away from zero), clamped.
              static double snapTarget(double offset, double velocity, double min, double max) {
                final rest = restingOffset(offset, velocity);
                final interval = snapInterval;
                final target = interval == null ? rest : (rest / interval).round() * interval;
                return target.clamp(min, max).toDouble();
              }
            }

            /// UIKit's coast: x(t) = x0 + v0·(r^(1000·t) − 1)/(1000·ln r), v(t) = v0·r^(1000·t).
            class \(name)Deceleration extends Simulation {
              \(name)Deceleration(this.start, this.velocity, {super.tolerance});
              final double start;
              final double velocity;
              static final double _k = 1000 * math.log(\(name).decelerationRate);

              @override
              double x(double time) => start + velocity * (math.exp(_k * time) - 1) / _k;
              @override
              double dx(double time) => velocity * math.exp(_k * time);
              @override
              bool isDone(double time) => dx(time).abs() < tolerance.velocity;
            }

            /// Scroll physics with the tuned coast, snapping and edge spring (iOS-style bouncing edges).
            class \(name)ScrollPhysics extends BouncingScrollPhysics {
              const \(name)ScrollPhysics({super.parent});

              @override
              \(name)ScrollPhysics applyTo(ScrollPhysics? ancestor) => \(name)ScrollPhysics(parent: buildParent(ancestor));

              @override
              SpringDescription get spring => \(name).bounceSpring;

              @override
              Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {
                final tolerance = toleranceFor(position);
                if (position.outOfRange) return super.createBallisticSimulation(position, velocity);
                if (\(name).snapInterval == null) {
                  if (velocity.abs() < tolerance.velocity) return null;
                  final rest = \(name).restingOffset(position.pixels, velocity);
                  // A coast that would cross an edge: Flutter's own bouncing hand-off.
                  if (rest < position.minScrollExtent || rest > position.maxScrollExtent) {
                    return super.createBallisticSimulation(position, velocity);
                  }
                  return \(name)Deceleration(position.pixels, velocity, tolerance: tolerance);
                }
                final target = \(name).snapTarget(position.pixels, velocity, position.minScrollExtent, position.maxScrollExtent);
                if ((target - position.pixels).abs() < tolerance.distance && velocity.abs() < tolerance.velocity) return null;
                return ScrollSpringSimulation(\(name).snapSpring, position.pixels, target, velocity, tolerance: tolerance);
              }
            }

            """ + ForeignLayoutWriter(point: point, language: .dart).render(name: name + "Layout")
    }
}
