import Foundation
import TunelabKit

// tunelab-fuzz: the in-process bulk of the fuzz campaign (scripts/fuzz.sh drives it).
//   tunelab-fuzz --root REPO --work DIR --seed S --from I --count N [--timeout SECONDS]
// Runs mutants I ..< I+N of seed S. Before each mutant it writes its index to DIR/current, so a
// crash (a signal ends the process) is attributed by the driver, which restarts after it. A
// mutant running longer than --timeout ends the process with exit 124 (DIR/timeout names it).
// Prints one `finding …` line per finding and a final `summary {json}` line; after every mutant
// the same lines so far are in DIR/report, for the driver when a later mutant ends the process.

var options: [String: String] = [:]
var argumentIndex = 1
let arguments = CommandLine.arguments
while argumentIndex + 1 < arguments.count {
    options[arguments[argumentIndex]] = arguments[argumentIndex + 1]
    argumentIndex += 2
}
guard let root = options["--root"], let work = options["--work"], let seed = options["--seed"].flatMap(UInt64.init),
    let from = options["--from"].flatMap(Int.init), let count = options["--count"].flatMap(Int.init)
else {
    FileHandle.standardError.write(
        Data("usage: tunelab-fuzz --root REPO --work DIR --seed S --from I --count N [--timeout SECONDS]\n".utf8))
    exit(2)
}
let timeout = options["--timeout"].flatMap(Double.init) ?? 30

let corpus = try FuzzCorpus(root: root)
let harness = try FuzzHarness(corpus: corpus, root: root, work: work + "/w", seed: seed)
harness.verbose = options["--verbose"] == "1"

/// The watchdog: a mutant over `timeout` seconds ends the process (exit 124) naming itself.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var index = -1
    private var started = Date()
    func begin(_ i: Int) { lock.lock(); index = i; started = Date(); lock.unlock() }
    /// Holds the lock through `_exit`, so the main thread cannot finish the mutant and count it
    /// in DIR/report after it was named as the one that timed out.
    func check(timeout: Double, work: String) {
        lock.lock()
        if index >= 0, Date().timeIntervalSince(started) > timeout {
            _ = FileManager.default.createFile(atPath: work + "/timeout", contents: Data("\(index)\n".utf8))
            _exit(124)
        }
        lock.unlock()
    }
}
let watchdog = Watchdog()
Thread.detachNewThread {
    while true { Thread.sleep(forTimeInterval: 1); watchdog.check(timeout: timeout, work: work) }
}

let currentPath = work + "/current"
let reportPath = work + "/report"
/// The `finding …` lines and the `summary {json}` line of the mutants `from ..< from + done`.
@MainActor func report(done: Int) -> String {
    let outcomes = FuzzOutcome.allCases.map { "\"\($0.rawValue)\": \(harness.counts[$0] ?? 0)" }.joined(separator: ", ")
    let kinds = FuzzHarness.Kind.allCases.map { "\"\($0.rawValue)\": \(harness.kinds[$0] ?? 0)" }.joined(separator: ", ")
    return harness.findings.map { "finding \($0)\n" }.joined()
        + "summary {\"from\": \(from), \"count\": \(done), \"commands\": \(harness.commands), \"outcomes\": {\(outcomes)}, \"kinds\": {\(kinds)}, \"errors_without_line_col\": \(harness.withoutPlace), \"findings\": \(harness.findings.count)}\n"
}
for index in from..<(from + count) {
    watchdog.begin(index)
    _ = FileManager.default.createFile(atPath: currentPath, contents: Data("\(index)\n".utf8))
    harness.run(index: index)
    watchdog.begin(-1)  // done: from here on this mutant cannot time out
    // What the driver counts if a later mutant kills or stalls this process (scripts/fuzz.sh):
    // the mutants that ran to the end are counted, the one that did not is its event.
    _ = FileManager.default.createFile(atPath: reportPath + ".next", contents: Data(report(done: index + 1 - from).utf8))
    _ = rename(reportPath + ".next", reportPath)
}
watchdog.begin(-1)
print(report(done: count), terminator: "")
