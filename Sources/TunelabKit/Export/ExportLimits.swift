import ScrollPhysics

/// What a target cannot express of a point, said in the generated file's header (never silently):
/// a setting the platform has no knob for, a lab-only rule, or a part the app must wire itself.
enum ExportLimits {
    /// One line per limit, without a comment marker.
    static func lines(_ point: ExportedPoint, target: ExportTarget) -> [String] {
        let s = point.scenario, scroll = s.scroll, layout = s.layout, platform = target.platform
        var out: [String] = []
        if let e = scroll.edgeDamping {
            let what =
                "edge damping (extent \(e.extent.map(NumberFormat.shortest) ?? "∞") pt, buffer \(NumberFormat.shortest(e.buffer)), maxReduction \(NumberFormat.shortest(e.maxReduction)))"
            out.append(
                platform.runsScrollView
                    ? "\(what): \(target.rawValue) has no knob for a coast whose rate changes with the offset; not applied"
                    : "\(what): given as constants; coast() and release() do not apply it")
        }
        if scroll.integrator != .exact {
            out.append("the lab integrated with \(scroll.integrator.rawValue); the exported motion is the exact solution")
        }
        if platform.hasFixedEdges {
            if scroll.rubberBandConstant != RubberBand.defaultConstant || scroll.rubberBandDimension != nil {
                out.append(
                    "rubber band (c \(NumberFormat.shortest(scroll.rubberBandConstant)), d \(NumberFormat.shortest(scroll.rubberBandLength)) pt): UIScrollView's own is fixed; not applied"
                )
            }
            if scroll.bounce != .uiScrollViewBounce {
                out.append("bounce spring \(point.bounceSpring.writtenDescription): UIScrollView's edge bounce has no knob; not applied")
            }
        }
        if platform.isSwiftUIScrollView {
            out.append(
                "decelerationRate \(NumberFormat.shortest(scroll.decelerationRate.perMillisecond)): SwiftUI's ScrollView has no knob; snapping rounds SwiftUI's proposed target instead"
            )
            if scroll.snap.effectiveInterval(viewport: scroll.viewport) != nil {
                out.append("snap motion: SwiftUI animates to the scroll target itself; snapSpring is given for your own animations")
            }
            if layout.plugin == nil && layout.kind.placesItems {
                out.append(
                    "z: visualEffect cannot set zIndex; Stack sets .zIndex from the offset onScrollGeometryChange reports, outside the visual effect"
                )
            }
        }
        if layout.kind.isParallax && layout.plugin == nil {
            if layout.parallax.velocityFactor {
                out.append(
                    "parallax velocityFactor: Layout.didRelease(velocity:) must be called at each release"
                        + (platform.releasesLayout ? " (the layout does so from targetContentOffset)" : ""))
            }
            if layout.parallax.base == .appearance && platform.isSwiftUIScrollView {
                out.append(
                    "parallax base \"appearance\": Stack keeps no per-cell memory of where a cell appeared,"
                        + " so its layers do not move (translation 0)")
            }
        }
        if let plugin = layout.plugin, platform.writesCode {
            let what = BuiltInLayouts.declaration(kind: plugin.kind) == nil ? "is a plug-in" : "has no layout writer"
            out.append("layout.kind \"\(plugin.kind)\" \(what): its layout is not exported (see below), only the physics")
        }
        if let language = platform.foreignLanguage, layout.plugin == nil, layout.kind.placesItems {
            if ForeignLayoutWriter.hasFunction(layout) {
                out.append(
                    "the \(language) layout function is not run against the lab's items.csv (docs/export.md#flutter-and-android); the Swift targets' is"
                )
                if layout.perspective != nil { out.append("layout.perspective: not applied by the \(language) layout function") }
            } else {
                out.append("the \(layout.kindName) layout's function is in the Swift targets only; here its tuned values are constants")
            }
        }
        return out
    }

    /// The lines as `// cannot express: …` comment lines, each ending in a newline.
    static func header(_ point: ExportedPoint, target: ExportTarget) -> String {
        lines(point, target: target).map { "// cannot express: " + $0 + "\n" }.joined()
    }
}
