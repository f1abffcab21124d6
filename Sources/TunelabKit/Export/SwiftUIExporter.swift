import ScrollPhysics

/// `--to swiftui`: one file for a SwiftUI app — the platform-free physics and layout, the springs as
/// SwiftUI `Spring`s in the form the scenario wrote them, and `Stack`, a scroll view whose items are
/// placed every frame by the layout function through `visualEffect` (frame, scale, rotation, alpha;
/// zIndex and the shadow from the scroll offset), snapping through `scrollTargetBehavior`. Inside
/// `#if canImport(SwiftUI)`; iOS 18 / macOS 15 (`onScrollGeometryChange`).
enum SwiftUIExporter {
    static func render(_ point: ExportedPoint) -> String {
        let s = point.scenario
        let name = ExportNames.pascal([point.typeStem, "SwiftUI"])
        let horizontal = s.layout.traits.isHorizontal
        let snap = point.snapSpring, bounce = point.bounceSpring
        var out = point.provenance.slashComment + ExportLimits.header(point, target: .swiftui)
        out += """

            #if canImport(SwiftUI)
            import SwiftUI

            /// The tuned scroll physics and layout of `\(s.name)` for SwiftUI, scrolling along \(horizontal ? "x" : "y").
            ///
            ///     \(name).Stack(count: 20) { index, layer in MyItemView(index: index) }
            ///
            /// `Stack` places item `index` (and parallax `layer`) where the lab's layout puts it at the current
            /// offset; the scroll view should be the lab's viewport (`viewport` × `crossViewport` pt).
            @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
            public enum \(name) {

            """
        out += SwiftPhysicsWriter(point: point).render(indent: 4)
        out += "\n"
        out += SwiftExporter.layout(point, indent: 4)
        out += """

                /// The snap spring as SwiftUI's `Spring`, as the scenario wrote it (\(snap.writtenDescription)).
                public static let snapSpringValue = SwiftUI.\(snap.swiftUIInitializer)
                /// The edge bounce-back spring as SwiftUI's `Spring` (\(bounce.writtenDescription)).
                public static let bounceSpringValue = SwiftUI.\(bounce.swiftUIInitializer)
                /// `snapSpringValue` as an animation, for your own scroll-position changes.
                public static let snapAnimation = Animation.spring(snapSpringValue)

                /// `.scrollTargetBehavior(\(name).SnapBehavior())`: SwiftUI's proposed target rounded to the
                /// nearest multiple of `snapInterval` (halves away from zero) and clamped to the content, as the
                /// lab snaps its resting place.
                public struct SnapBehavior: ScrollTargetBehavior {
                    public init() {}

                    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                        guard let interval = snapInterval else { return }
                        let proposed = Double(target.rect.origin.\(horizontal ? "x" : "y"))
                        let end = Double(context.contentSize.\(horizontal ? "width" : "height") - context.containerSize.\(horizontal ? "width" : "height"))
                        let snapped = (proposed / interval).rounded(.toNearestOrAwayFromZero) * interval
                        target.rect.origin.\(horizontal ? "x" : "y") = CGFloat(Swift.min(Swift.max(snapped, 0), Swift.max(end, 0)))
                    }
                }

            """
        if s.layout.plugin == nil, s.layout.kind.placesItems {
            out += stack(point, name: name, horizontal: horizontal)
        }
        out += "}\n#endif\n"
        return out
    }

    /// `Stack` and the functions its visual effect calls (nonisolated: `visualEffect` runs them off the main actor).
    static func stack(_ point: ExportedPoint, name: String, horizontal: Bool) -> String {
        let layout = point.scenario.layout
        let pitch = ExportLiteral.swift(layout.pitch)
        let layers = layout.kind.isParallax ? "Array(0..<\(layout.parallax.layers.count))" : "[-1]"
        let along = horizontal ? "x" : "y", mid = horizontal ? "midX" : "midY"
        return """

                /// Distance between neighbouring items along the axis (pt): each item's slot in the stack.
                public static let pitch: Double = \(pitch)
                /// The parallax layers drawn per item (-1: a layout without layers).
                public static let layers: [Int] = \(layers)

                /// The row of item `index` and `layer` the lab lays out at content offset `offset` (pt), if any.
                public static func attributes(index: Int, layer: Int, offset: Double) -> Layout.ItemAttributes? {
                    var layout = Layout()
                    return layout.items(offset: offset, velocity: 0).first { $0.index == index && $0.layer == layer }
                }

                /// An item's size at scale 1 (pt): the first row at offset 0 over its scale.
                public static let baseSize: CGSize = {
                    var layout = Layout()
                    guard let a = layout.items(offset: 0, velocity: 0).first, a.scale > 0 else { return CGSize(width: pitch, height: pitch) }
                    return CGSize(width: a.width / a.scale, height: a.height / a.scale)
                }()

                /// Moves an item from its slot (`frame` in the scroll view, `baseSize` centred in a slot
                /// `pitch` long) to the lab's frame: the offset is read back from the slot's position
                /// (slot i starts at i·pitch − offset), then the frame is scaled, rotated and faded about its centre.
                public static func placement(_ effect: EmptyVisualEffect, frame: CGRect, index: Int, layer: Int) -> some VisualEffect {
                    let offset = Double(index) * pitch + pitch / 2 - Double(frame.\(mid))
                    let a = attributes(index: index, layer: layer, offset: offset)
                    let centre = a.map { (x: $0.x + $0.width / 2, y: $0.y + $0.height / 2) }
                    return effect
                        .scaleEffect(x: CGFloat(a.map { $0.width / Double(baseSize.width) } ?? 1), y: CGFloat(a.map { $0.height / Double(baseSize.height) } ?? 1))
                        .rotationEffect(.radians(a?.rotation ?? 0))
                        .offset(
                            x: CGFloat(centre.map { $0.x - Double(frame.midX) } ?? 0),
                            y: CGFloat(centre.map { $0.y - Double(frame.midY) } ?? 0))
                        .opacity(a?.alpha ?? 0)
                }

                /// zIndex of item `index` and `layer` at content offset `offset`: the lab's z.
                public static func zOrder(index: Int, layer: Int, offset: Double) -> Double {
                    attributes(index: index, layer: layer, offset: offset)?.z ?? -.infinity
                }

                /// Shadow opacity (0 … 1) of item `index` and `layer` at content offset `offset`: the lab's shadow,
                /// drawn black with CALayer's default radius (3 pt) and offset (0, −3 pt), as the UIKit export's
                /// cells draw it.
                public static func shadowOpacity(index: Int, layer: Int, offset: Double) -> Double {
                    attributes(index: index, layer: layer, offset: offset)?.shadowOpacity ?? 0
                }

                /// Items 0 ..< `count` laid out by the lab's layout as the view scrolls, snapping as the lab does.
                public struct Stack<Content: View>: View {
                    let count: Int
                    let content: (Int, Int) -> Content
                    @State private var offset: Double = 0

                    /// `content(index, layer)` draws one item (`layer` is -1 but for parallax layouts).
                    public init(count: Int, @ViewBuilder content: @escaping (_ index: Int, _ layer: Int) -> Content) {
                        self.count = count
                        self.content = content
                    }

                    public var body: some View {
                        ScrollView(.\(horizontal ? "horizontal" : "vertical")) {
                            \(horizontal ? "HStack" : "VStack")(spacing: 0) {
                                ForEach(0..<count, id: \\.self) { index in
                                    ZStack {
                                        ForEach(layers, id: \\.self) { layer in
                                            content(index, layer)
                                                .frame(width: baseSize.width, height: baseSize.height)
                                                .shadow(
                                                    color: .black.opacity(shadowOpacity(index: index, layer: layer, offset: offset)),
                                                    radius: 3, x: 0, y: -3)
                                                .visualEffect { effect, proxy in
                                                    placement(effect, frame: proxy.frame(in: .scrollView), index: index, layer: layer)
                                                }
                                                .zIndex(zOrder(index: index, layer: layer, offset: offset))
                                        }
                                    }
                                    .frame(width: \(horizontal ? "CGFloat(pitch)" : "CGFloat(crossViewport)"), height: \(horizontal ? "CGFloat(crossViewport)" : "CGFloat(pitch)"))
                                }
                                Color.clear.frame(width: \(horizontal ? "CGFloat(Swift.max(viewport - pitch, 0))" : "1"), height: \(horizontal ? "1" : "CGFloat(Swift.max(viewport - pitch, 0))"))
                            }
                        }
                        .scrollTargetBehavior(SnapBehavior())
                        .onScrollGeometryChange(for: Double.self, of: { Double($0.contentOffset.\(along)) }) { _, new in offset = new }
                    }
                }

            """
    }
}
