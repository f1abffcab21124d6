/// Sizes, fonts and colours shared by every chart, and the one text-width estimate
/// that all layouts use to keep labels from overlapping.
enum ChartStyle {
    /// A system sans-serif stack: what a laptop browser shows at 100 % zoom.
    static let fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
    /// Tick labels and legend text, px (12 px reads at 100 % zoom and in print).
    static let tickFont: Double = 12
    /// Axis titles, px.
    static let axisFont: Double = 13
    /// Chart titles, px.
    static let titleFont: Double = 16
    /// Body text colour.
    static let ink = "#222222"
    /// Secondary text and gridlines.
    static let muted = "#666666"
    static let grid = "#e2e2e2"
    /// Empty cells: grey with a hatch so they never read as a low value.
    static let emptyFill = "#d9d9d9"
    static let margin: Double = 16

    /// Okabe–Ito colour-blind-safe palette (Okabe & Ito 2008, "Color Universal Design"),
    /// blue first; black last.
    static let series = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000"]
    /// Dash patterns paired with `series`, so overlaid lines stay apart in grey print.
    static let dashes: [String?] = [nil, "6 3", "2 2", "8 3 2 3", "4 4", "1 3", "10 4"]

    /// An upper estimate of the rendered width of `text` at `size` px: 0.62 em per
    /// character, the average advance of wide sans-serif faces (digits are 0.55 em).
    static func width(_ text: String, size: Double = tickFont) -> Double {
        width(characters: text.count, size: size)
    }

    /// `width` of a text of `characters` characters.
    static func width(characters: Int, size: Double = tickFont) -> Double {
        Double(characters) * size * 0.62
    }
}
