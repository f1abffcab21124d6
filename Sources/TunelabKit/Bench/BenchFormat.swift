import Foundation

/// How bench numbers print: µs with 3 significant digits at least 0.001 resolution, fractions
/// in scientific-free fixed notation, locale-free.
enum BenchFormat {
    /// `12.3`, `0.456`, `1234`: three significant digits (at least), no exponent.
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return "" }
        if x == 0 { return "0" }
        let magnitude = abs(x)
        let decimals =
            magnitude >= 100
            ? 0
            : magnitude >= 10
                ? 1
                : magnitude >= 1
                    ? 2
                    : magnitude >= 0.1
                        ? 3
                        : magnitude >= 0.01 ? 4 : magnitude >= 0.001 ? 5 : 6
        return String(format: "%.\(decimals)f", x)
    }

    /// A fraction as a percentage of the interval: `0.0123` → `1.23%`.
    static func percent(_ x: Double) -> String { number(x * 100) + "%" }

    /// Pads `text` to `width` (right-aligned when `right`).
    static func pad(_ text: String, _ width: Int, right: Bool) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }

    /// A fixed-width table, two spaces between columns: the columns in `left` (default the
    /// first) left-aligned, the others right-aligned; trailing spaces trimmed.
    static func table(header: [String], rows: [[String]], left: Set<Int> = [0]) -> String {
        var widths = header.map(\.count)
        for row in rows {
            for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { pad($0.element, widths[$0.offset], right: !left.contains($0.offset)) }
                .joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) + "\n"
        }
        return line(header) + ([line(widths.map { String(repeating: "-", count: $0) })] + rows.map(line)).joined()
    }
}
