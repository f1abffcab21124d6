import ScrollPhysics

/// A sweep kernel's window or lane key as `KeyIndex` finds it: equal keys have equal `mixed`
/// words, and unequal keys mostly not (they are told apart by `==`).
protocol KernelKey: Equatable {
    var mixed: UInt64 { get }
}

extension CardStackKernel.WindowKey: KernelKey {}
extension CardStackKernel.LaneKey: KernelKey {}

extension FormulaKernel.WindowKey: KernelKey {
    /// The key's `Hasher` value (a formula's window lookups are per point too, but rarer: the
    /// card stack is the reference sweep's layout).
    var mixed: UInt64 { UInt64(truncatingIfNeeded: hashValue) }
}

/// `FormulaKernel.LaneKey`: the parameters' bit patterns.
extension Array: KernelKey where Element == UInt64 {
    var mixed: UInt64 { reduce(UInt64(truncatingIfNeeded: count)) { KeyMix.fold($0, $1) } }
}
