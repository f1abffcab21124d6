#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Installs a signal's handler for the commands that catch signals (`SweepInterruption`,
/// `ServeSignals`): `sigaction` with SA_RESTART, so interrupted reads and writes resume.
enum SignalAction {
    /// Sets `signal`'s handler (nil: the default action) and returns the previous action.
    @discardableResult
    static func set(_ signal: Int32, handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
        var previous = sigaction()
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler ?? SIG_DFL
        #else
            action.__sigaction_u.__sa_handler = handler ?? SIG_DFL
        #endif
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, &previous)
        return previous
    }
}
