#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The monotonic clock the bench reads (never the wall clock): nanoseconds since an arbitrary
/// origin, from `clock_gettime(CLOCK_MONOTONIC)` (a vDSO call of some 20 ns on Linux, which
/// every sample includes). Only `Bench/` reads time.
enum BenchClock {
    @inline(__always) static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// Microseconds between two readings.
    @inline(__always) static func microseconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end &- start) / 1000
    }
}
