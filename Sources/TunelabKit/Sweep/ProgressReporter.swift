import Foundation

/// Progress of a long sweep on stderr (docs/command-line.md): points done, rate and ETA, redrawn in
/// place on a terminal, a line every few seconds otherwise, nothing when quiet. Reads the
/// wall clock, which never reaches a CSV. The rate (points/s) and the ETA count only the points
/// computed since `start`: a resumed sweep's earlier rows are done, not fast.
final class ProgressReporter {
    private let console: Console
    private let total: Int
    private let quiet: Bool
    /// Points already done when this run started (rows a resumed sweep found).
    private let resumedAt: Int
    private let start: Date
    private var lastShown = Date.distantPast
    private var lastDone = -1
    private let interval: TimeInterval

    init(console: Console, total: Int, quiet: Bool, resumedAt: Int = 0, start: Date = Date()) {
        self.console = console
        self.total = total
        self.quiet = quiet
        self.resumedAt = resumedAt
        self.start = start
        interval = console.errIsTerminal ? 0.2 : 5
    }

    /// Called after each written chunk with the points done so far (of `total`).
    func update(done: Int, force: Bool = false, now: Date = Date()) {
        guard !quiet else { return }
        guard force || now.timeIntervalSince(lastShown) >= interval else { return }
        guard done != lastDone else { return }
        lastShown = now
        lastDone = done
        let elapsed = now.timeIntervalSince(start)
        // rate = (done − resumedAt) / elapsed, points/s; ETA = (total − done) / rate, s.
        let rate = elapsed > 0 ? Double(done - resumedAt) / elapsed : 0
        let eta = rate > 0 ? Double(total - done) / rate : 0
        let percent = total > 0 ? 100 * Double(done) / Double(total) : 100
        let line = "\(done)/\(total) points (\(String(format: "%.1f", percent)) %), \(Self.rate(rate)) points/s, ETA \(Self.duration(eta))"
        console.err(console.errIsTerminal ? "\r\u{1B}[K" + line : line + "\n")
    }

    /// Shows the last count and ends the line (on a terminal, where it was redrawn in place).
    func finish(done: Int) {
        guard !quiet else { return }
        update(done: done, force: true)
        if console.errIsTerminal { console.err("\n") }
    }

    static func rate(_ r: Double) -> String { r >= 100 ? String(Int(r.rounded())) : String(format: "%.1f", r) }

    static func duration(_ s: Double) -> String {
        guard s.isFinite else { return "?" }
        let t = Int(s.rounded())
        return t >= 3600
            ? "\(t / 3600)h\(String(format: "%02d", t % 3600 / 60))m" : t >= 60 ? "\(t / 60)m\(String(format: "%02d", t % 60))s" : "\(t)s"
    }
}
