/// What a render-free layout says about one visible item (or, for parallax, one
/// layer of one visible cell) in one frame. All lengths in points, in viewport
/// coordinates (origin at the visible area's top-left); `rotation` in radians.
public struct ItemAttributes: Sendable, Equatable {
    /// Logical index i (may be negative or huge for infinite content).
    public var index: Int
    /// Data index `((i % n) + n) % n`, n = the layout's data count.
    public var dataIndex: Int
    /// Left edge of the frame after scale, pt, in viewport coordinates.
    public var x: Points
    /// Top edge of the frame after scale, pt, in viewport coordinates.
    public var y: Points
    /// Width after scale.
    public var width: Points
    /// Height after scale.
    public var height: Points
    /// Scale (1 = as laid out).
    public var scale: Double
    /// Rotation, rad.
    public var rotation: Double
    /// Opacity, 0 … 1.
    public var alpha: Double
    /// Stacking order: larger is on top.
    public var z: Double
    /// Shadow opacity, 0 … 1.
    public var shadowOpacity: Double
    /// Parallax layer number (0-based); -1 for layouts without layers.
    public var layer: Int
    /// Parallax layer translation in pt; 0 for layouts without layers.
    public var translation: Points
    /// Whether the parallax translation is held at ±maxOffset.
    public var clamped: Bool

    /// An item with the given attributes; unset ones are neutral (scale 1, alpha 1, the rest 0).
    public init(
        index: Int = 0, dataIndex: Int = 0, x: Points = 0, y: Points = 0,
        width: Points = 0, height: Points = 0, scale: Double = 1, rotation: Double = 0,
        alpha: Double = 1, z: Double = 0, shadowOpacity: Double = 0,
        layer: Int = -1, translation: Points = 0, clamped: Bool = false
    ) {
        self.index = index; self.dataIndex = dataIndex
        self.x = x; self.y = y; self.width = width; self.height = height
        self.scale = scale; self.rotation = rotation; self.alpha = alpha; self.z = z
        self.shadowOpacity = shadowOpacity
        self.layer = layer; self.translation = translation; self.clamped = clamped
    }

    /// Centre x = x + width/2.
    @inlinable public var centerX: Points { x + width / 2 }
    /// Centre y = y + height/2.
    @inlinable public var centerY: Points { y + height / 2 }
}
