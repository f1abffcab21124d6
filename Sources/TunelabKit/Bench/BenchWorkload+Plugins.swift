import ScrollPhysics

extension BenchWorkload {
    /// One workload per plug-in kind of `registry`, in registration order, after the built-ins:
    /// `<kind>_infinite_60hz`, its default settings (`{"kind": "<kind>"}`) on infinite content,
    /// timed like `cardStack_infinite_60hz` (layout + the metrics its traits declare, per frame).
    public static func registered(_ registry: LayoutRegistry) -> [BenchWorkload] {
        registry.plugins.map {
            BenchWorkload(name: "\($0.kind)_infinite_60hz", subject: .pluginLayout(kind: $0.kind), frameRate: 60)
        }
    }
}
