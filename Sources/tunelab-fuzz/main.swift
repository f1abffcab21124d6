import Foundation
import TunelabKit

// tunelab-fuzz: the in-process bulk of the fuzz campaign (scripts/fuzz.sh drives it).
//   tunelab-fuzz --root REPO --work DIR --seed S --from I --count N [--timeout SECONDS]
// Runs mutants I ..< I+N of seed S. Before each mutant it writes its index to DIR/current, so a
// crash (a signal ends the process) is attributed by the driver, which restarts after it. A
// mutant running longer than --timeout ends the process with exit 124 (DIR/timeout names it).
// Prints one `finding …` line per finding and a final `summary {json}` line.

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
    func check(timeout: Double, work: String) {
        lock.lock(); let (i, t) = (index, started); lock.unlock()
        if i >= 0, Date().timeIntervalSince(t) > timeout {
            _ = FileManager.default.createFile(atPath: work + "/timeout", contents: Data("\(i)\n".utf8))
            _exit(124)
        }
    }
}
let watchdog = Watchdog()
Thread.detachNewThread {
    while true { Thread.sleep(forTimeInterval: 1); watchdog.check(timeout: timeout, work: work) }
}

let currentPath = work + "/current"
for index in from..<(from + count) {
    watchdog.begin(index)
    _ = FileManager.default.createFile(atPath: currentPath, contents: Data("\(index)\n".utf8))
    harness.run(index: index)
}
watchdog.begin(-1)
for finding in harness.findings { print("finding \(finding)") }
let outcomes = FuzzOutcome.allCases.map { "\"\($0.rawValue)\": \(harness.counts[$0] ?? 0)" }.joined(separator: ", ")
let kinds = FuzzHarness.Kind.allCases.map { "\"\($0.rawValue)\": \(harness.kinds[$0] ?? 0)" }.joined(separator: ", ")
print(
    "summary {\"from\": \(from), \"count\": \(count), \"commands\": \(harness.commands), \"outcomes\": {\(outcomes)}, \"kinds\": {\(kinds)}, \"errors_without_line_col\": \(harness.withoutPlace), \"findings\": \(harness.findings.count)}"
)
