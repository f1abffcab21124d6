/// What a sweep's manifest and lock file together say about its process, as `status`
/// prints it ([Command line](../../../docs/command-line.md#merge-and-status)): a live lock
/// wins over the manifest (`running (pid N)`); a lock whose process is gone is `stale` (the
/// process was killed: `--resume` takes the lock over); without a lock the manifest's status
/// stands, and one that still says `running` belongs to a process that ended without
/// updating it (a second Ctrl-C): `interrupted`.
enum SweepActivity: Equatable {
    case done
    case running(pid: Int32, host: String?)
    case stale(pid: Int32)
    case interrupted(signal: String?)
    case failed(String?)

    /// From a manifest's `status` (with its `signal`, `error`) and the lock's holder.
    init(status: String, signal: String? = nil, error: String? = nil, holder: SweepLock.Holder?) {
        switch holder {
        case .alive(let pid)?: self = .running(pid: pid, host: nil)
        case .elsewhere(let pid, let host)?: self = .running(pid: pid, host: host)
        case .gone(let pid)?: self = .stale(pid: pid)
        case .unknown?, nil:
            switch status {
            case "done": self = .done
            case "failed": self = .failed(error)
            case "interrupted": self = .interrupted(signal: signal)
            default: self = holder == nil ? .interrupted(signal: nil) : .running(pid: 0, host: nil)
            }
        }
    }

    /// `done`, `running (pid 4242)`, `stale: process 4242 is gone`, `interrupted by SIGINT`, ….
    var text: String {
        switch self {
        case .done: "done"
        case .running(let pid, let host):
            pid == 0 ? "running (its lock names no process yet)" : "running (pid \(pid)\(host.map { " on \($0)" } ?? ""))"
        case .stale(let pid): "stale: process \(pid) is gone (its lock is left; --resume takes it over)"
        case .interrupted(let signal): "interrupted" + (signal.map { " by \($0)" } ?? "")
        case .failed(let error): "failed" + (error.map { ": \($0)" } ?? "")
        }
    }

    /// Whether `--resume` has something to continue.
    var isResumable: Bool {
        switch self {
        case .stale, .interrupted, .failed: true
        case .done, .running: false
        }
    }
}
