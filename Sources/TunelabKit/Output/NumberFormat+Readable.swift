import Foundation

extension NumberFormat {
    /// `value` rounded to 12 significant digits, then printed shortest (`shortest`): for numbers a
    /// person reads, so that binary noise (0.30000000000000004) does not show; files that must
    /// round-trip exactly keep `shortest`. `""` for NaN and ±infinity.
    public static func readable(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        // %.11e: one digit before the point and 11 after, 12 significant digits, locale-free.
        guard let rounded = Double(String(format: "%.11e", value)) else { return shortest(value) }
        return shortest(rounded)
    }
}
