/// The background points of a scatter gathered into square cells of the plot, `side` px
/// wide: each occupied cell is drawn as one circle, at its first point (in row order, so
/// the same rows give the same circles), and counts the points it stands for.
///
/// With 2 px cells and 3 px circles, every point left out lies inside the circle drawn for
/// its cell: the picture is the one every circle would draw, in a few thousand circles
/// instead of one per point (20 000 points give some 2 600), and no more than the plot has
/// cells however many points a sweep has.
struct ScatterCells {
    /// A drawn circle: the first point of its cell, and how many points the cell holds.
    struct Circle {
        var point: Int
        var x: Double, y: Double
        var count: Int
    }

    static let side = 2.0

    /// Circles in order of their first point.
    private(set) var circles: [Circle] = []
    private var slot: [Int32]
    private let columns: Int, rows: Int

    /// An empty plot of `width` × `height` px.
    init(width: Double, height: Double) {
        columns = max(1, Int((width / Self.side).rounded(.up)) + 1)
        rows = max(1, Int((height / Self.side).rounded(.up)) + 1)
        slot = Array(repeating: -1, count: columns * rows)
    }

    /// Adds `point` drawn at plot coordinates (`px`, `py`), measured from the plot's
    /// top-left corner; `x`, `y` are its values for the tooltip.
    @inline(__always)
    mutating func add(point: Int, px: Double, py: Double, x: Double, y: Double) {
        // Truncation, not floor: the two differ only below 0, which clamps to cell 0 either way.
        let cx = min(columns - 1, max(0, Int(px / Self.side)))
        let cy = min(rows - 1, max(0, Int(py / Self.side)))
        let k = cy * columns + cx
        if slot[k] >= 0 {
            circles[Int(slot[k])].count += 1
        } else {
            slot[k] = Int32(circles.count)
            circles.append(Circle(point: point, x: x, y: y, count: 1))
        }
    }
}
