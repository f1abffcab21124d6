import Foundation
import Testing
import TestSupport

/// Every `precondition`, `preconditionFailure` and `fatalError` in Sources/ScrollPhysics, each
/// with what keeps decoded input (a scenario, a grid point, a trace) away from it: the decoder
/// check that refuses the input first (docs/scenario.md gives the ranges), or why the library's
/// own arithmetic cannot fail it. A new call that is not in the table fails `everyCallIsGuarded`;
/// a row whose call is gone fails `everyRowStillHasItsCall`. Issue 32.
@Suite struct PreconditionAuditTests {
    struct Row: Sendable {
        /// The file under Sources/ScrollPhysics.
        let file: String
        /// The start of the call with its whitespace collapsed (the condition, or its message).
        let call: String
        /// The decoder check ("decoder: …") or the proof ("proof: …").
        let guardedBy: String
        init(_ file: String, _ call: String, _ guardedBy: String) {
            self.file = file; self.call = call; self.guardedBy = guardedBy
        }
    }

    static let fitNotReachable =
        "proof: from user input the fit solver is reached only by `tunelab fit` (FitCommand, FitReport), which passes the solver's defaults, a problem built by CoastFit or FitReport.refit with 2 + 2·n or 2 parameters and their own bounds, and a start of the problem's length"
    static let fitReader =
        "proof: `tunelab fit` builds CoastRecording and CoastFit only from ScrollRecording(table:), which checks first: ≥ 1 recording (the parser requires one), one time and one offset per frame, times from CSVTable.double (finite) and strictly increasing (times go backwards / same frame time), offsets finite, ≥ 5 frames up to the first at rest (so m ≥ 5·n ≥ 2 + 2·n residuals), each an InputError, exit 2"
    static let bounceReader =
        "proof: `tunelab fit` builds BounceRecording and BounceFit only from ScrollRecording(table:) (its `bounce`, on recordings released past an edge), which checks first what `fitReader` says of the coast's times and offsets (≥ 5 frames, strictly increasing finite times, finite offsets), the release velocity (finite, ≤ 15 000 pt/s) and the release offset's distance from each edge (finite), each an InputError, exit 2; BounceStage builds BounceFit and BounceKickFit only from ≥ 1 such recording"
    static let rubberBandReader =
        "proof: `tunelab fit` builds RubberBandFit only in RubberBandStage, from ≥ 2 pairs of ScrollRecording.rubberBand, whose pairs keep only a pull > 0 and finite and an overscroll > 0 (a frame strictly past the edge) and finite, every time and position within ±10⁹ (ScrollRecording.maximumMagnitude, so residuals and Jacobian stay finite and the solver never leaves the bounds); the fit's bounds keep c in [0.01, 10] and d in [1, 10⁵] for RubberBand.offset (FitRecordingMutationTests)"
    static let blockProblem =
        "proof: `tunelab fit` builds a BlockLeastSquaresProblem only in CoastFit.blockProblem and BounceFit.releaseFreeProblem, from the recordings `fitReader` and `bounceReader` check: 2 shared and 2 local parameters, one block per recording (≥ 1), each with its own start of 2 values and ≥ 5 residuals (so m ≥ 5·n ≥ 2 + 2·n), 2 bounds, and a start of CoastFit.start's (BounceFit.start's) first 2 values"
    static let fitEvaluations =
        "proof: FitCommand.parse accepts --max-evaluations only as an integer ≥ 1 (a UsageError otherwise)"

    static let rows: [Row] = [
        // Clock
        Row(
            "Clock/SimulationClock.swift", "precondition( physicsRate >= 1 && frameRate >= 1 && physicsRate % frameRate",
            "decoder: frameRate in [1, 1e5], physicsRate in [1, 1e7] and physicsRate % frameRate == 0 (ScenarioDecoder.decodeClock)"),
        Row(
            "Clock/SimulationClock.swift", "precondition(duration > 0 && duration.isFinite",
            "decoder: duration in (0, 1e6] (ScenarioDecoder); grid durations go through the same decoder"),
        // Formula
        Row(
            "Formula/FormulaCompiler.swift", "preconditionFailure(\"formula name",
            "proof: FormulaScope resolves every name while the formula is parsed and reports an unknown one as a FormulaError (exit 2) before compiling"
        ),
        Row(
            "Formula/FormulaProgram.swift", "precondition(lanes >= 2 && lanes % 2 == 0",
            "proof: lanes is the library's LaneMath.width (a constant), never input"),
        Row(
            "Formula/FormulaProgram+Points.swift", "precondition(uniformValues.count == LaneMath.width",
            "proof: FormulaKernel.evaluate always passes LaneMath.width uniform lists (unused lanes repeat the last point)"),
        // Input
        Row(
            "Input/GestureScript.swift", "precondition(touchRate >= 1",
            "decoder: touch.rate in [1, 100 000] (ScenarioDecoder.decodeTouch)"),
        // Kernel
        Row(
            "Kernel/CardStackLanes.swift", "precondition(!configurations.isEmpty && configurations.count <= LaneMa",
            "proof: the sweep kernel fills lanes in chunks of 1…LaneMath.width configurations"),
        // Layouts
        Row(
            "Layouts/CardStackConfiguration.swift", "precondition(cardWidth > 0 && cardWidth.isFinite",
            "decoder: layout.cardWidth a positive length < 1e9 (LayoutFieldReader.length)"),
        Row(
            "Layouts/CardStackConfiguration.swift", "precondition(cardHeight > 0 && cardHeight.isFinite",
            "decoder: layout.cardHeight a positive length < 1e9 (LayoutFieldReader.length)"),
        Row(
            "Layouts/CardStackConfiguration.swift", "precondition(spacing > 0 && spacing.isFinite",
            "decoder: layout.spacing a positive length < 1e9 (LayoutFieldReader.length)"),
        Row(
            "Layouts/CardStackConfiguration.swift", "precondition(visibleCount >= 1",
            "decoder: layout.visibleCount an integer in [1, 255] (LayoutFieldReader.positiveInt)"),
        Row(
            "Layouts/CardStackConfiguration.swift", "precondition(count.map { $0 >= 1 } ?? true",
            "decoder: layout.count a positive integer or \"infinite\""),
        Row(
            "Layouts/CardStackConfiguration.swift", "precondition( scaleCurve == .sine || (scaleWidth > 0",
            "decoder: layout.scaleWidth a positive length < 1e9 (LayoutFieldReader.length)"),
        Row(
            "Layouts/CardStackLayout.swift", "precondition(items.capacity >= capacity",
            "proof: callers size the ItemBuffer with the layout's own capacity (ViewEvaluator, the sweep kernel)"),
        Row(
            "Layouts/FadeConfiguration.swift", "precondition(itemHeight > 0 && itemHeight.isFinite",
            "decoder: layout.itemHeight a positive length < 1e9"),
        Row(
            "Layouts/FadeConfiguration.swift", "precondition(spacing >= 0 && spacing.isFinite",
            "decoder: layout.spacing a number in [0, 1e9) (LayoutFieldReader.nonNegative)"),
        Row(
            "Layouts/FadeConfiguration.swift", "precondition(region > 0 && region.isFinite",
            "decoder: layout.region a positive length < 1e9"),
        Row(
            "Layouts/FadeConfiguration.swift", "precondition(count.map { $0 >= 0 } ?? true",
            "decoder: layout.count a positive integer or \"infinite\""),
        Row(
            "Layouts/FadeLayout.swift", "precondition(items.capacity >= capacity",
            "proof: callers size the ItemBuffer with the layout's own capacity"),
        Row(
            "Layouts/Declaration/DeclaredLayoutConfiguration.swift", "precondition(field.check.accepts(value)",
            "decoder: LayoutFieldReader reads every declared field with the same FieldCheck (DeclaredLayoutsTests)"),
        Row(
            "Layouts/AnyScrollLayout.swift", "precondition(items.capacity >= l.capacity",
            "proof: callers size the ItemBuffer with the layout's own capacity"),
        Row(
            "Layouts/FlowStackConfiguration.swift", "precondition(itemHeight > 0 && itemHeight.isFinite",
            "decoder: layout.itemHeight a positive length < 1e9"),
        Row(
            "Layouts/FlowStackConfiguration.swift", "precondition(spacing >= 0 && spacing.isFinite",
            "decoder: layout.spacing a number in [0, 1e9)"),
        Row(
            "Layouts/FlowStackConfiguration.swift", "precondition(maxVisible >= 1",
            "decoder: layout.maxVisible an integer in [1, 1000]"),
        Row(
            "Layouts/FlowStackConfiguration.swift", "precondition(shrinkDistance > 0",
            "decoder: layout.shrinkDistance a positive length < 1e9"),
        Row(
            "Layouts/FlowStackConfiguration.swift", "precondition(count.map { $0 >= 0 } ?? true",
            "decoder: layout.count a positive integer or \"infinite\""),
        Row(
            "Layouts/FlowStackLayout.swift", "precondition(items.capacity >= capacity",
            "proof: callers size the ItemBuffer with the layout's own capacity"),
        Row(
            "Layouts/FormulaLayout.swift", "precondition(items.capacity >= capacity",
            "proof: callers size the ItemBuffer with the layout's own capacity"),
        Row(
            "Layouts/ItemBuffer.swift", "precondition(capacity >= 0",
            "proof: capacities are the layouts' capacities, ≥ 0 by construction (visible counts ≥ 1)"),
        Row(
            "Layouts/ItemBuffer.swift", "precondition(position >= 0 && position < count",
            "proof: rows are read by index below count (the metrics and writers loop over 0..<count)"),
        Row(
            "Layouts/ItemBuffer.swift", "precondition(position >= 0 && position < count",
            "proof: rows are written by index below count"),
        Row(
            "Layouts/ItemBuffer.swift", "precondition(count < capacity",
            "proof: a layout appends at most its capacity rows per frame (its visible-window bound)"),
        Row(
            "Layouts/ItemBuffer.swift", "precondition(newCount >= 0 && newCount <= capacity",
            "proof: counts set by the kernels are ≤ the capacity they were sized with"),
        Row(
            "Layouts/LayoutGeometry.swift", "precondition(viewport > 0 && viewport.isFinite",
            "decoder: scroll.viewport in (0, 1e9) (ScenarioDecoder+Scroll)"),
        Row(
            "Layouts/LayoutGeometry.swift", "precondition( crossViewport > 0 && crossViewport.isFinite",
            "decoder: scroll.crossViewport in (0, 1e9) (ScenarioDecoder+Scroll)"),
        Row(
            "Layouts/LayoutTraits.swift", "precondition( layoutMetrics.allSatisfy(\\.isLayoutMetric)",
            "proof: the traits are the library's and the plug-ins' static tables, not input"),
        Row(
            "Layouts/ParallaxConfiguration.swift", "precondition(!layers.isEmpty",
            "decoder: layout.layers needs at least one layer (or the one-layer shorthand)"),
        Row(
            "Layouts/ParallaxConfiguration.swift", "precondition( layer.maxOffset >= 0 && layer.factor.isFinite",
            "decoder: layers[i].factor finite (|x| < 1e9), maxOffset in [0, 1e9)"),
        Row(
            "Layouts/ParallaxConfiguration.swift", "precondition(cellHeight > 0 && cellHeight.isFinite",
            "decoder: layout.cellHeight a positive length < 1e9"),
        Row(
            "Layouts/ParallaxConfiguration.swift", "precondition(spacing >= 0 && spacing.isFinite",
            "decoder: layout.spacing a number in [0, 1e9)"),
        Row(
            "Layouts/ParallaxConfiguration.swift", "precondition(count.map { $0 >= 0 } ?? true",
            "decoder: layout.count a positive integer or \"infinite\""),
        Row(
            "Layouts/ParallaxLayout.swift", "precondition(items.capacity >= capacity",
            "proof: callers size the ItemBuffer with the layout's own capacity"),
        Row(
            "Layouts/Perspective.swift", "precondition(distance > 0 && distance.isFinite",
            "decoder: layout.perspective a distance in (0, 1e9) (decodePerspective)"),
        // Metrics
        Row(
            "Metrics/LayoutMetricsAccumulator+Frame.swift", "precondition( a < b || (a == b && aLayer < bLayer)",
            "proof: every layout emits its rows in (index, layer) order; a formula layout's rows come from its index loop"),
        Row(
            "Metrics/LayoutMetricsAccumulator.swift", "precondition(displayScale > 0 && displayScale.isFinite",
            "decoder: display.scale in [0.5, 10] (ScenarioDecoder.decodeDisplay)"),
        // ScrollView
        Row(
            "ScrollView/ScrollBounds.swift", "precondition(minimum <= maximum",
            "proof: ScrollBounds(contentLength:viewport:) makes [0, max(0, length − viewport)] from finite decoded lengths"),
        Row(
            "ScrollView/SnapPoints.swift", "precondition(interval > 0",
            "decoder: snap.interval in (0, 1e12), else the layout's pitch or the viewport (both > 0); an interval so fine that offset/interval overflows returns the offset"
        ),
        // Simulations
        Row(
            "Simulations/DecelerationRate.swift", "precondition(perMillisecond > 0 && perMillisecond < 1",
            "decoder: scroll.decelerationRate in (0, 1); proof: a snap's r′ is checked in (0, 1) by Deceleration.rate(toRestAt:), edge damping keeps r·factor in [smallest normal, 1)"
        ),
        Row(
            "Simulations/DecelerationStepper.swift", "precondition(dt.isFinite && dt > 0",
            "proof: dt = 1/physicsRate with physicsRate in [1, 1e7]"),
        Row(
            "Simulations/Platform/AndroidClampingSimulation.swift", "precondition( leadingExtent <= trailingExtent",
            "proof: the extents are ScrollBounds' minimum ≤ maximum"),
        Row(
            "Simulations/Platform/AndroidClampingSimulation.swift", "precondition( position.isFinite && velocity.isFinite",
            "decoder: initialOffset |x| < 1e12, drag translations |T| < 1e9, trace values finite; proof: fling velocities are clamped to ±8000 pt/s"
        ),
        Row(
            "Simulations/Platform/AndroidFlingSimulation.swift", "precondition( position.isFinite && velocity.isFinite",
            "proof: made by AndroidClampingSimulation from its own finite position and velocity"),
        Row(
            "Simulations/Platform/AndroidFlingSimulation.swift", "precondition(friction > 0",
            "proof: friction is AndroidSpline.scrollFriction (0.015), a constant"),
        Row(
            "Simulations/Platform/AndroidSpline.swift", "precondition(ppi > 0",
            "proof: pointsPerInch is AndroidSpline.pointsPerInch (160), a constant"),
        Row(
            "Simulations/Platform/FlutterBouncingSimulation.swift", "precondition( leadingExtent <= trailingExtent",
            "proof: the extents are ScrollBounds' minimum ≤ maximum"),
        Row(
            "Simulations/Platform/FlutterBouncingSimulation.swift", "precondition( position.isFinite && velocity.isFinite",
            "decoder: initialOffset |x| < 1e12, drag translations |T| < 1e9; proof: fling velocities are clamped to ±8000 (±64 000) pt/s"),
        Row(
            "Simulations/Platform/FlutterFrictionSimulation.swift", "precondition(drag > 0 && drag < 1",
            "proof: drag is FlutterBouncingSimulation.drag (0.135), a constant"),
        Row(
            "Simulations/Platform/FlutterFrictionSimulation.swift", "precondition( position.isFinite && velocity.isFinite",
            "proof: made by FlutterBouncingSimulation from its own finite position and velocity"),
        Row(
            "Simulations/Platform/FlutterFrictionSimulation.swift", "precondition( constantDeceleration >= 0",
            "proof: constantDeceleration is FlutterDecelerationRate's 0 or 1400, constants"),
        Row(
            "Simulations/Platform/FlutterFrictionSimulation.swift", "precondition(startPosition != endPosition",
            "proof: FrictionSimulation.through is not called by the driver (tests only)"),
        Row(
            "Simulations/Platform/FlutterScrollPhysics.swift", "precondition(minExtent <= maxExtent",
            "proof: the extents are ScrollBounds' minimum ≤ maximum"),
        Row(
            "Simulations/Platform/FlutterScrollPhysics.swift", "precondition(viewport > 0",
            "decoder: scroll.viewport in (0, 1e9)"),
        Row(
            "Simulations/Platform/FlutterSpringDescription.swift", "precondition(mass > 0 && mass.isFinite",
            "proof: the springs are Flutter's published constants (FlutterScrollPhysics.defaultSpring, FlutterDecelerationRate.fastSpring)"),
        Row(
            "Simulations/Platform/FlutterSpringDescription.swift", "precondition(stiffness > 0 && stiffness.isFinite",
            "proof: Flutter's published constants"),
        Row(
            "Simulations/Platform/FlutterSpringDescription.swift", "precondition(damping >= 0 && damping.isFinite",
            "proof: Flutter's published constants"),
        Row(
            "Simulations/Platform/FlutterSpringDescription.swift", "precondition(duration > 0 && duration.isFinite",
            "proof: FlutterSpringDescription(duration:bounce:) is not called by the driver or the CLI (tests only)"),
        Row(
            "Simulations/Platform/FlutterSpringDescription.swift", "precondition(bounce > -1 && bounce <= 1",
            "proof: FlutterSpringDescription(duration:bounce:) is not called by the driver or the CLI (tests only)"),
        Row(
            "Simulations/Platform/FlutterSpringSimulation.swift", "precondition( start.isFinite && end.isFinite && velocity.isFinite",
            "proof: made by the bouncing and clamping simulations toward a finite edge (only when a finite edge is crossed) from their finite state"
        ),
        Row(
            "Simulations/Platform/FlutterTolerance.swift", "precondition( distance >= 0 && time >= 0 && velocity >= 0",
            "proof: scrollPhysics(devicePixelRatio:) gives 1/dpr and 1/(0.05·dpr), > 0 for dpr in [0.5, 10]"),
        Row(
            "Simulations/Platform/FlutterTolerance.swift", "precondition(devicePixelRatio > 0",
            "decoder: display.scale in [0.5, 10] (ScenarioDecoder.decodeDisplay)"),
        Row(
            "Simulations/Platform/OverScroller/AndroidSplineOverScroller.swift", "precondition(density > 0",
            "decoder: display.scale in [0.5, 10], so Float(scale) ≥ 0.5; proof: built only under scroll.model android-overscroller"),
        Row(
            "Simulations/RubberBand.swift", "precondition(d.isFinite && d > 0",
            "decoder: rubberBand.dimension in (0, 1e12), else the viewport in (0, 1e9)"),
        Row(
            "Simulations/RubberBand.swift", "precondition(c.isFinite && c > 0",
            "decoder: rubberBand.constant in (0, 1e6)"),
        Row(
            "Simulations/RubberBand.swift", "precondition(d.isFinite && d > 0",
            "decoder: rubberBand.dimension in (0, 1e12), else the viewport in (0, 1e9)"),
        Row(
            "Simulations/RubberBand.swift", "precondition(c.isFinite && c > 0",
            "decoder: rubberBand.constant in (0, 1e6)"),
        Row(
            "Simulations/RubberBand.swift", "precondition(abs(b) < d",
            "proof: UIKitDriver.raw(displayed:bounds:configuration:) caps |b| at min(d·(1 − 1e-12), d.nextDown) < d, a subnormal d included"
        ),
        Row(
            "Simulations/Spring.swift", "precondition(mass.isFinite && mass > 0",
            "decoder: mass in (0, 1e9), stiffness/mass ≤ 1e14, damping/mass ≤ 1e12 (ScenarioDecoder+Spring)"),
        Row(
            "Simulations/Spring.swift", "precondition(stiffness.isFinite && stiffness > 0",
            "decoder: stiffness in (0, 1e12); response/duration ≥ 1e-6 s keeps (2π/response)² finite"),
        Row(
            "Simulations/Spring.swift", "precondition(damping.isFinite && damping >= 0",
            "decoder: damping in [0, 1e12); dampingRatio in [0, 1e6)"),
        Row(
            "Simulations/Spring.swift", "precondition(response.isFinite && response > 0",
            "decoder: response and duration in [1e-6, 1e6) s"),
        Row(
            "Simulations/Spring.swift", "precondition(dampingRatio.isFinite && dampingRatio >= 0",
            "decoder: dampingRatio in [0, 1e6)"),
        Row(
            "Simulations/Spring.swift", "precondition(bounce.isFinite && bounce > -1 && bounce <= 1",
            "decoder: bounce in (-1, 1]"),
        Row(
            "Simulations/SpringMotion.swift", "precondition(displacement.isFinite",
            "proof: the driver makes it at the crossing of a finite bound (displacement 0)"),
        Row(
            "Simulations/SpringMotion.swift", "precondition(velocity.isFinite",
            "proof: the crossing velocity v0·r^(1000τ) of a finite coast velocity"),
        Row(
            "Simulations/SpringStepper.swift", "precondition(dt.isFinite && dt > 0",
            "proof: dt = 1/physicsRate with physicsRate in [1, 1e7]"),
        // Fit
        Row("Fit/BounceFit.swift", "precondition(!recordings.isEmpty", Self.bounceReader),
        Row("Fit/BounceKickFit.swift", "precondition(!recordings.isEmpty", Self.bounceReader),
        Row("Fit/BounceRecording.swift", "precondition(times.count == offsets.count", Self.bounceReader),
        Row("Fit/BounceRecording.swift", "precondition(times.count >= 3", Self.bounceReader),
        Row("Fit/BounceRecording.swift", "precondition(times[k] > times[k - 1]", Self.bounceReader),
        Row("Fit/BounceRecording.swift", "precondition( (times + offsets", Self.bounceReader),
        Row("Fit/RubberBandFit.swift", "precondition(pulls.count == overscrolls.count", Self.rubberBandReader),
        Row("Fit/RubberBandFit.swift", "precondition(pulls.count >= 2", Self.rubberBandReader),
        Row("Fit/RubberBandFit.swift", "precondition( (pulls + overscrolls)", Self.rubberBandReader),
        Row("Fit/CoastFit.swift", "precondition(!recordings.isEmpty", Self.fitReader),
        Row("Fit/BlockLeastSquaresProblem.swift", "precondition(sharedCount >= 1 && localCount >= 1", Self.blockProblem),
        Row("Fit/BlockLeastSquaresProblem.swift", "precondition(!blocks.isEmpty", Self.blockProblem),
        Row("Fit/BlockLeastSquaresProblem.swift", "precondition( block.residualCount >= localCount", Self.blockProblem),
        Row("Fit/BlockLeastSquaresProblem.swift", "precondition( m >= sharedCount + blocks.count * localCount", Self.blockProblem),
        Row(
            "Fit/BlockLeastSquaresProblem.swift", "precondition( sharedBounds.isEmpty || sharedBounds.count == sharedCount",
            Self.blockProblem),
        Row("Fit/BlockLeastSquaresProblem.swift", "precondition(start.count == sharedCount", Self.blockProblem),
        Row("Fit/CoastRecording.swift", "precondition(times.count == offsets.count", Self.fitReader),
        Row("Fit/CoastRecording.swift", "precondition(times.count >= 3", Self.fitReader),
        Row("Fit/CoastRecording.swift", "precondition(times[k] > times[k - 1]", Self.fitReader),
        Row("Fit/CoastRecording.swift", "precondition(times.allSatisfy(\\.isFinite)", Self.fitReader),
        Row("Fit/LeastSquaresProblem.swift", "precondition( bounds.isEmpty || bounds.count == parameterCount", Self.fitNotReachable),
        Row("Fit/LeastSquaresProblem.swift", "precondition( residualCount >= parameterCount", Self.fitReader),
        Row("Fit/LeastSquaresProblem.swift", "precondition(parameterCount >= 1", Self.fitNotReachable),
        Row("Fit/LevenbergMarquardt.swift", "precondition( relativeReductionTolerance >= 0", Self.fitNotReachable),
        Row("Fit/LevenbergMarquardt.swift", "precondition( start.count == problem.parameterCount", Self.fitNotReachable),
        Row("Fit/LevenbergMarquardt.swift", "precondition(maxEvaluations >= 1", Self.fitEvaluations),
        Row("Fit/LevenbergMarquardt.swift", "precondition(rankTolerance >= 0 && rankTolerance < 1", Self.fitNotReachable),
        Row("Fit/LevenbergMarquardt.swift", "precondition(residualPrecision >= 0", Self.fitNotReachable),
        Row("Fit/LevenbergMarquardt.swift", "precondition(stepBoundFactor > 0", Self.fitNotReachable),
        Row("Fit/ParameterBounds.swift", "precondition(!lower.isNaN && !upper.isNaN && lower < upper", Self.fitNotReachable),
        Row("Fit/PivotedQR.swift", "precondition(b.count == rows", Self.fitNotReachable),
        Row("Fit/PivotedQR.swift", "precondition(matrix.count == m * n", Self.fitNotReachable)
    ]

    static let root =
        Repository.path + "/Sources/ScrollPhysics"

    /// Every call in the sources: (file under Sources/ScrollPhysics, its text from the call on,
    /// whitespace collapsed). Lines that are comments are left out.
    static func calls() throws -> [(file: String, text: String)] {
        var found: [(String, String)] = []
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        let pattern = try NSRegularExpression(pattern: #"\b(precondition|preconditionFailure|fatalError)\("#)
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let source = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            let ns = source as NSString
            for match in pattern.matches(in: source, range: NSRange(location: 0, length: ns.length)) {
                let lineStart = ns.lineRange(for: NSRange(location: match.range.location, length: 0)).location
                let before = ns.substring(with: NSRange(location: lineStart, length: match.range.location - lineStart))
                if before.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                let tail = ns.substring(with: NSRange(location: match.range.location, length: min(400, ns.length - match.range.location)))
                found.append((relative, tail.split(whereSeparator: \.isWhitespace).joined(separator: " ")))
            }
        }
        return found.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }

    @Test func everyCallIsGuarded() throws {
        let calls = try Self.calls()
        #expect(calls.count >= 80, "found \(calls.count) calls under \(Self.root)")
        var unused = Self.rows
        for call in calls {
            guard let i = unused.firstIndex(where: { $0.file == call.file && call.text.hasPrefix($0.call) }) else {
                Issue.record(
                    "\(call.file): \(call.text.prefix(90)) is not in PreconditionAuditTests.rows: name the decoder check or the proof that guards it"
                )
                continue
            }
            #expect(!unused[i].guardedBy.isEmpty)
            unused.remove(at: i)
        }
        for row in unused { Issue.record("\(row.file): no call starts with \(row.call): remove the row") }
    }

    @Test func everyGuardIsADecoderCheckOrAProof() {
        for row in Self.rows {
            #expect(row.guardedBy.hasPrefix("decoder: ") || row.guardedBy.hasPrefix("proof: "), "\(row.file): \(row.guardedBy)")
        }
    }
}
