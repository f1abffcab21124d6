import ScrollPhysics

/// `--to uikit`: one file to paste into an iOS app — the platform-free physics and layout
/// (`SwiftPhysicsWriter`, `SwiftLayoutWriter`/`SwiftFormulaWriter`) and a `UICollectionViewLayout`
/// subclass that lays out every frame with the layout function (frame, scale, rotation, alpha,
/// zIndex, shadow), sets the deceleration rate, and applies the lab's release rules in
/// `targetContentOffset`, snapping with a display-link-driven spring that re-runs the layout each
/// frame (docs/export.md#uikit explains the choice of a layout subclass). `@MainActor` where UIKit is.
/// Inside `#if canImport(UIKit)`.
enum UIKitExporter {
    static func render(_ point: ExportedPoint) -> String {
        let s = point.scenario
        let name = ExportNames.pascal([point.typeStem, "UIKit"])
        let horizontal = s.layout.traits.isHorizontal
        var out = point.provenance.slashComment + ExportLimits.header(point, target: .uikit)
        out += """

            #if canImport(UIKit)
            import UIKit

            /// The tuned scroll physics and layout of `\(s.name)`, for a `UICollectionView` (one section)
            /// scrolling along \(horizontal ? "x" : "y").
            ///
            ///     let layout = \(name).CollectionViewLayout()
            ///     let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
            ///
            /// The layout sets the deceleration rate, snaps as the lab does, and lays out every frame with
            /// `Layout.items(offset:velocity:)`: item `dataIndex` of section 0 gets the lab's frame, scale,
            /// rotation, alpha and z; a cell shows its shadow by reading `ShadowAttributes.shadowOpacity`
            /// in `apply(_:)`. The geometry is the lab's viewport (`viewport` × `crossViewport` pt).
            public enum \(name) {

            """
        out += SwiftPhysicsWriter(point: point).render(indent: 4)
        out += "\n"
        out += SwiftExporter.layout(point, indent: 4)
        if s.layout.plugin == nil, s.layout.kind.placesItems {
            out += "\n" + collectionViewLayout(point, horizontal: horizontal)
        }
        out += "}\n#endif\n"
        return out
    }

    /// The `UICollectionViewLayout` subclass, its attributes and the snap spring driver.
    static func collectionViewLayout(_ point: ExportedPoint, horizontal: Bool) -> String {
        let s = point.scenario
        let along = horizontal ? "x" : "y"
        let length = horizontal ? "width" : "height"
        let lead = horizontal ? "left" : "top", trail = horizontal ? "right" : "bottom"
        let pitch = ExportLiteral.swift(s.layout.pitch)
        let count = itemCount(s.layout)
        return """
                /// Layout attributes that carry the lab's shadow opacity (0 … 1) to the cell.
                public final class ShadowAttributes: UICollectionViewLayoutAttributes {
                    /// Read it in the cell's `apply(_:)`: `layer.shadowOpacity = Float(attributes.shadowOpacity)`.
                    /// (nonisolated: `copy(with:)` and `isEqual(_:)` are, and attributes are only used on the main actor.)
                    nonisolated(unsafe) public var shadowOpacity: CGFloat = 0

                    nonisolated public override func copy(with zone: NSZone? = nil) -> Any {
                        let copy = super.copy(with: zone)
                        (copy as? ShadowAttributes)?.shadowOpacity = shadowOpacity
                        return copy
                    }

                    nonisolated public override func isEqual(_ object: Any?) -> Bool {
                        guard let other = object as? ShadowAttributes else { return false }
                        return other.shadowOpacity == shadowOpacity && super.isEqual(object)
                    }
                }

                /// The lab's layout as a `UICollectionViewLayout`: every bounds change (every scrolled frame)
                /// runs `Layout.items(offset:velocity:)` again, so the cells move exactly as in the lab's player.
                /// (A layout subclass, not a compositional layout: the lab's frames are absolute positions
                /// from the offset, which a subclass returns as they are; docs/export.md#uikit.)
                @MainActor
                public final class CollectionViewLayout: UICollectionViewLayout {
                    private var layout = Layout()
                    private var attributes: [ShadowAttributes] = []
                    private var spring: SnapSpring?
                    /// The scroll velocity (pt/s) the layout function is given: the snap spring's while it runs.
                    private var velocity: Double = 0

                    /// Distance between neighbouring items along the axis (pt).
                    public static let pitch: Double = \(pitch)
                    /// Items in the lab's content (nil: infinite; the collection view then scrolls over its items).
                    public static let itemCount: Int? = \(count.map(String.init) ?? "nil")

                    public override class var layoutAttributesClass: AnyClass { ShadowAttributes.self }

                    /// Along the axis: the lab's content length, else the items' extent (the last one can reach
                    /// the focus); across: the collection view's.
                    public override var collectionViewContentSize: CGSize {
                        guard let collectionView else { return .zero }
                        let items = Self.itemCount ?? collectionView.numberOfItems(inSection: 0)
                        let along = contentLength ?? (Double(Swift.max(items - 1, 0)) * Self.pitch + viewport)
                        return CGSize(\(horizontal ? "width: CGFloat(along), height: collectionView.bounds.height" : "width: collectionView.bounds.width, height: CGFloat(along)"))
                    }

                    public override func prepare() {
                        super.prepare()
                        guard let collectionView else { return }
                        collectionView.decelerationRate = UIScrollView.DecelerationRate(rawValue: CGFloat(decelerationRate))\(UIKitScrollProperties.assignments(s.scroll, horizontal: horizontal, indent: "            "))
                        let offset = Double(collectionView.contentOffset.\(along))
                        let available = collectionView.numberOfItems(inSection: 0)
                        attributes = layout.items(offset: offset, velocity: velocity).compactMap { item in
                            guard item.dataIndex >= 0, item.dataIndex < available else { return nil }
                            return Self.attributes(of: item, offset: offset)
                        }
                    }

                    /// `item` (viewport coordinates) in content coordinates: centre and unscaled bounds, then
                    /// scale and rotation as the transform; alpha; z as zIndex (×1000, so fractions still order).
                    static func attributes(of item: Layout.ItemAttributes, offset: Double) -> ShadowAttributes {
                        let a = ShadowAttributes(forCellWith: IndexPath(item: item.dataIndex, section: 0))
                        let scale = item.scale != 0 && item.scale.isFinite ? item.scale : 1
                        a.center = CGPoint(x: item.x + item.width / 2\(horizontal ? " + offset" : ""), y: item.y + item.height / 2\(horizontal ? "" : " + offset"))
                        a.bounds = CGRect(x: 0, y: 0, width: item.width / scale, height: item.height / scale)
                        a.transform = CGAffineTransform(rotationAngle: item.rotation).scaledBy(x: scale, y: scale)
                        a.alpha = item.scale == 0 ? 0 : item.alpha
                        a.zIndex = Int(Swift.min(Swift.max((item.z * 1000).rounded(), -1e15), 1e15))
                        a.shadowOpacity = item.shadowOpacity
                        return a
                    }

                    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                        attributes.filter { $0.frame.intersects(rect) }
                    }

                    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                        attributes.last { $0.indexPath == indexPath }
                    }

                    /// Every scrolled frame lays out again (the lab's layout depends on the offset).
                    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

                    /// The lab's release rules (`release(offset:velocity:minOffset:maxOffset:)`): a coast or an edge
                    /// bounce is UIKit's own; a snap by deceleration ends on the target; a snap by spring stops the
                    /// coast here and runs `snapSpring` frame by frame (`SnapSpring`).
                    public override func targetContentOffset(
                        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
                    ) -> CGPoint {
                        guard let collectionView else { return proposedContentOffset }
                        let offset = Double(collectionView.contentOffset.\(along))
                        let speed = Double(velocity.\(along)) * 1000  // UIKit gives pt/ms; the lab uses pt/s
                        layout.didRelease(velocity: speed)
                        let inset = collectionView.adjustedContentInset
                        let minOffset = -Double(inset.\(lead))
                        let maxOffset = Swift.max(
                            minOffset,
                            Double(collectionViewContentSize.\(length) + inset.\(trail) - collectionView.bounds.\(length)))
                        var target = proposedContentOffset
                        switch release(offset: offset, velocity: speed, minOffset: minOffset, maxOffset: maxOffset) {
                        case .coast, .bounce:
                            return proposedContentOffset
                        case .snapDecelerate(let end, _):
                            target.\(along) = CGFloat(end)
                            return target
                        case .snapSpring(let end):
                            spring?.stop()
                            spring = SnapSpring(
                                motion: SpringMotion(snapSpring, from: offset, velocity: speed, to: end), layout: self)
                            spring?.start()
                            target.\(along) = collectionView.contentOffset.\(along)
                            return target
                        }
                    }

                    /// One frame of the snap spring: the offset and velocity it gives, or the end.
                    fileprivate func springMoved(to offset: Double, velocity: Double, done: Bool) {
                        guard let collectionView else { return }
                        self.velocity = done ? 0 : velocity
                        collectionView.contentOffset.\(along) = CGFloat(offset)
                        if done { spring = nil }
                    }
                }

                /// The snap spring in closed form (`SpringMotion`), sampled at each display frame's target time;
                /// setting the offset invalidates the layout, which lays out again with the spring's velocity.
                @MainActor
                final class SnapSpring {
                    let motion: SpringMotion
                    weak var layout: CollectionViewLayout?
                    private var startTime: Double?
                    #if canImport(ObjectiveC)
                    private var link: CADisplayLink?
                    #endif

                    init(motion: SpringMotion, layout: CollectionViewLayout) {
                        self.motion = motion
                        self.layout = layout
                    }

                    /// Advances to display time `time` (s); false once the spring rests (it is then on its target).
                    func step(to time: Double) -> Bool {
                        let t0 = startTime ?? time
                        startTime = t0
                        let t = time - t0
                        if motion.isResting(at: t) {
                            layout?.springMoved(to: motion.target, velocity: 0, done: true)
                            return false
                        }
                        let (offset, velocity) = motion.state(at: t)
                        layout?.springMoved(to: offset, velocity: velocity, done: false)
                        return true
                    }

                    func start() {
                        #if canImport(ObjectiveC)
                        let link = CADisplayLink(target: DisplayLinkTarget(self), selector: #selector(DisplayLinkTarget.tick(_:)))
                        link.add(to: .main, forMode: .common)
                        self.link = link
                        #endif
                    }

                    func stop() {
                        #if canImport(ObjectiveC)
                        link?.invalidate()
                        link = nil
                        #endif
                    }
                }

                #if canImport(ObjectiveC)
                /// CADisplayLink's target (it calls a selector): steps the spring at each frame's target time.
                @MainActor
                private final class DisplayLinkTarget: NSObject {
                    let spring: SnapSpring

                    init(_ spring: SnapSpring) { self.spring = spring }

                    @objc func tick(_ link: CADisplayLink) {
                        if !spring.step(to: link.targetTimestamp) {
                            link.invalidate()
                        }
                    }
                }
                #endif

            """
    }

    /// The count of items the layout has, nil when infinite.
    static func itemCount(_ layout: LayoutSettings) -> Int? { layout.builtInCount }
}
