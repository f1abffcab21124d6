extension MarkupBuffer {
    /// Appends `value` in decimal, as `String(value)`.
    mutating func add(_ value: Int) { write(upTo: 20) { $0.add(value) } }

    /// Appends `NumberFormat.shortest((value · 10^decimals).rounded() / 10^decimals)` for
    /// `decimals` ≤ 4 (`MarkupCursor.add(_:decimals:)`).
    mutating func add(_ value: Double, decimals: Int) {
        write(upTo: MarkupCursor.shortestLimit) { $0.add(value, decimals: decimals) }
    }

    /// Appends `SVGWriter.number(value)`: a coordinate rounded to 0.01 px, `0` when not finite.
    mutating func coordinate(_ value: Double) {
        write(upTo: MarkupCursor.shortestLimit) { $0.coordinate(value) }
    }

    /// Appends `NumberFormat.shortest(value)` (nothing for NaN and ±infinity).
    mutating func shortest(_ value: Double) {
        write(upTo: MarkupCursor.shortestLimit) { $0.shortest(value) }
    }
}
