/// What one command of a mutant did, as the campaign counts it (issue 15): exit 0, 1 or 2 are
/// answers; exit 3 (internal error), any other code, an output left behind by an error, or a
/// NaN/Inf cell, or an empty or non-finite number in an exit-0 answer are findings. A signal or a timeout ends the process and is seen by the driver
/// script. An error message without `line:column` is counted, not a finding (a file that cannot
/// be read has no place in it).
enum FuzzOutcome: String, CaseIterable {
    case exit0 = "exit 0"
    case exit1 = "exit 1"
    case exit2 = "exit 2"
    case exit3 = "exit 3"
    case otherExit = "other exit"
    case outputLeft = "output left by an error"
    case nonFinite = "nan/inf in a CSV"
    /// An answer printed with exit 0 that holds an empty (`stiffness=`) or non-finite number (issue 44).
    case blankNumber = "empty or non-finite number on stdout"

    var isFinding: Bool { self == .exit3 || self == .otherExit || self == .outputLeft || self == .nonFinite || self == .blankNumber }
}
