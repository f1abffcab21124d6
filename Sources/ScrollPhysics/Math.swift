// ScrollPhysics uses the C math library directly and nothing from Foundation,
// so it drops into any app. Files that need sin/cos/exp/log import this module's
// re-export below instead of repeating the platform switch.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif
