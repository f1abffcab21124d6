#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C (SIGINT) and SIGTERM while serving, as `SweepInterruption` handles them for a sweep:
/// the handler only stores the signal's number (async-signal-safe), and the accept loop, which
/// wakes every 100 ms, reads it and stops (a second one exits at once, 128 + the signal). SIGPIPE is ignored, so a client that vanishes
/// mid-response costs a failed write (EPIPE), never the process.
enum ServeSignals {
    static func install() {
        servePendingSignal = 0
        signal(SIGPIPE, SIG_IGN)
        for stop in [SIGINT, SIGTERM] { SignalAction.set(stop, handler: serveStopHandler) }
        var stops = sigset_t()
        sigemptyset(&stops)
        for stop in [SIGINT, SIGTERM] { sigaddset(&stops, stop) }
        pthread_sigmask(SIG_UNBLOCK, &stops, nil)
    }

    static func uninstall() {
        for stop in [SIGINT, SIGTERM] { SignalAction.set(stop, handler: nil) }
    }

    /// The signal that asked the server to stop, or nil.
    static var requested: Int32? { servePendingSignal == 0 ? nil : Int32(servePendingSignal) }
}

/// The stop signal's number, 0 before any: written by `serveStopHandler` only.
nonisolated(unsafe) private var servePendingSignal: sig_atomic_t = 0

private func serveStopHandler(_ number: Int32) {
    // A second one while the first is being served stops at once.
    if servePendingSignal != 0 { _exit(128 + number) }
    servePendingSignal = sig_atomic_t(number)
}
