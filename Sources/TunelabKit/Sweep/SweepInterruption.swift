#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C (SIGINT) and SIGTERM during a sweep ([Grid file](../../../docs/grid.md#interrupting-and-resuming)):
/// the first one only sets a flag, which the runner reads between chunks — it starts no new
/// chunk, finishes and writes the ones in flight, and the command then syncs the rows, writes
/// `run.json` with `"status": "interrupted"`, releases its lock and exits 128 + the signal
/// (130, 143). A second one exits at once (`_exit`, 128 + the signal) after removing the lock
/// file; the rows then end at the last whole line `--resume` finds.
///
/// A fatal signal (a trap such as a failed precondition, SIGABRT, SIGSEGV, SIGBUS, SIGFPE)
/// cannot be recovered from, but where it is caught the lock is removed and `run.json`
/// replaced by the `failed` record prepared when the sweep started (`armCrashRecord`); then the
/// previous action is restored and the signal raised again, so the process still dies of it
/// (and a backtracer installed before still runs).
///
/// The handlers only store a `sig_atomic_t`, or call `unlink`, `open`, `write`, `close`,
/// `rename`, `sigaction`, `raise` and `_exit` — async-signal-safe calls on memory prepared
/// before they were installed; they allocate nothing and take no lock.
enum SweepInterruption {
    /// Installs the handlers for SIGINT and SIGTERM, and for the fatal signals; `lockPath` is
    /// what a second stop signal or a crash removes.
    static func install(lockPath: String) {
        pendingSignal = 0
        free(lockPathForExit)
        lockPathForExit = strdup(lockPath)
        for signal in [SIGINT, SIGTERM] { SignalAction.set(signal, handler: stopHandler) }
        // A parent may have started us with them blocked (a thread of a dispatch pool does):
        // then they would wait, pending, until the sweep is over.
        var stops = sigset_t()
        sigemptyset(&stops)
        for signal in [SIGINT, SIGTERM] { sigaddset(&stops, signal) }
        pthread_sigmask(SIG_UNBLOCK, &stops, &maskBefore)
        for (i, signal) in fatalSignals.enumerated() { previousFatalActions[i] = SignalAction.set(signal, handler: crashHandler) }
        _ = (crashRecord, crashManifestPath, crashTemporaryPath)  // the handlers' globals exist before a handler runs
    }

    /// Restores the default actions (the sweep's lock is released: nothing left to clean up).
    static func uninstall() {
        for signal in [SIGINT, SIGTERM] { SignalAction.set(signal, handler: nil) }
        pthread_sigmask(SIG_SETMASK, &maskBefore, nil)
        for (i, signal) in fatalSignals.enumerated() { sigaction(signal, previousFatalActions + i, nil) }
        disarmCrashRecord()
        free(lockPathForExit)
        lockPathForExit = nil
    }

    /// What a crash writes to `manifestPath` (through a temporary file renamed over it): the
    /// sweep's manifest marked `failed`, rendered now, as the handler cannot format anything.
    static func armCrashRecord(manifestPath: String, json: String) {
        disarmCrashRecord()
        crashManifestPath = strdup(manifestPath)
        crashTemporaryPath = strdup(manifestPath + ".tmp-crash")
        let bytes = Array(json.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        buffer.initialize(from: bytes, count: bytes.count)
        crashRecord = UnsafeBufferPointer(start: buffer, count: bytes.count)
    }

    /// Forgets the record (the manifest now says something a crash must not overwrite).
    static func disarmCrashRecord() {
        free(crashManifestPath)
        free(crashTemporaryPath)
        crashRecord?.deallocate()
        crashManifestPath = nil
        crashTemporaryPath = nil
        crashRecord = nil
    }

    /// The signal that asked the sweep to stop (SIGINT or SIGTERM), or nil.
    static var requested: Int32? { pendingSignal == 0 ? nil : Int32(pendingSignal) }

    /// `SIGINT`, `SIGTERM`, or `signal N`.
    static func name(_ signal: Int32) -> String {
        signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)"
    }

    /// The signals a crash ends with (a Swift trap is SIGILL on x86-64, SIGTRAP on arm64).
    static var fatalSignals: [Int32] { [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE] }

    /// `signal`'s index in `fatalSignals` (without building the array: for the handler).
    fileprivate static func fatalIndex(_ signal: Int32) -> Int? {
        switch signal {
        case SIGILL: 0
        case SIGTRAP: 1
        case SIGABRT: 2
        case SIGSEGV: 3
        case SIGBUS: 4
        case SIGFPE: 5
        default: nil
        }
    }
}

/// The calling thread's signal mask before `install` unblocked SIGINT and SIGTERM.
nonisolated(unsafe) private var maskBefore = sigset_t()
/// The first stop signal's number, 0 before any: written by `stopHandler` only.
nonisolated(unsafe) private var pendingSignal: sig_atomic_t = 0
/// The lock file a second signal removes (a C string made before the handlers are installed).
nonisolated(unsafe) private var lockPathForExit: UnsafeMutablePointer<CChar>?
/// The fatal signals' actions before `install`, restored by `uninstall` and by a crash.
nonisolated(unsafe) private let previousFatalActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 6)
    actions.initialize(repeating: sigaction(), count: 6)
    return actions
}()
/// The `failed` manifest a crash writes, and where (see `armCrashRecord`).
nonisolated(unsafe) private var crashRecord: UnsafeBufferPointer<UInt8>?
nonisolated(unsafe) private var crashManifestPath: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var crashTemporaryPath: UnsafeMutablePointer<CChar>?

private func stopHandler(_ signal: Int32) {
    guard pendingSignal == 0 else {
        if let path = lockPathForExit { unlink(path) }
        let message: StaticString = "\ninterrupted again: stopped at once, lock released; rerun with --resume\n"
        _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
        _exit(128 + signal)
    }
    pendingSignal = sig_atomic_t(signal)
}

private func crashHandler(_ signal: Int32) {
    if let path = lockPathForExit { unlink(path) }
    if let record = crashRecord, let path = crashManifestPath, let temporary = crashTemporaryPath {
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if fd >= 0 {
            let written = write(fd, record.baseAddress, record.count)
            close(fd)
            if written == record.count { rename(temporary, path) } else { unlink(temporary) }
        }
    }
    // Die of the signal as before: the previous action, the signal again (delivered on return).
    if let i = SweepInterruption.fatalIndex(signal) { sigaction(signal, previousFatalActions + i, nil) }
    raise(signal)
}
