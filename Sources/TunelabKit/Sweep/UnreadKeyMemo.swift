import ScrollPhysics

/// The metric values of scalar-path points, keyed by what the requested metrics read of their
/// layout (issue 46): a point that differs from an earlier one only in values no requested
/// metric reads gets that point's values, bit for bit, without its frames being played again.
///
/// Today that is the fade list: `region` and `fadeDepth` set only alpha, and with no
/// `alpha_reversals` requested no metric of a fade reads alpha (`jitter_rms_pt`, `max_step_pt`,
/// `reversals` and `pixel_flips` read x, y, width and height). Neither enters the trajectory
/// (the pitch, the count and so the edge damping's extent do not hold them), so two such points
/// play the same frames through the same positions. The card-stack kernel shares lanes the same
/// way (`CardStackKernel.laneKey`). Used only while the grid moves nothing but `layout.*` (the
/// case's scroll view is then fixed but for the layout).
///
/// Keys compare bit patterns, so −0 and 0 are different points. At most `limit` entries are
/// kept (then it starts over), so memory stays flat on a grid of millions of points.
struct UnreadKeyMemo {
    static let limit = 1 << 16
    private var values: [Key: MetricValues] = [:]
    /// Whether the grid's metrics leave a fade's alpha unread.
    let fadeAlphaUnread: Bool

    init(metrics: [Metric]) {
        fadeAlphaUnread = !metrics.contains(.alphaReversals)
    }

    /// The key of `scenario` in case `caseIndex`, or nil when the memo does not apply to it.
    func key(of scenario: Scenario, caseIndex: Int) -> Key? {
        let layout = scenario.layout
        guard fadeAlphaUnread, layout.kind.hasAlphaOnlyFields, layout.plugin == nil, layout.formula == nil else { return nil }
        let fade = layout.fade
        return Key(
            caseIndex: caseIndex, itemHeight: fade.itemHeight.bitPattern, spacing: fade.spacing.bitPattern,
            topInset: fade.topInset.bitPattern, horizontalInset: fade.horizontalInset.bitPattern,
            count: fade.count ?? -1, perspective: layout.perspective?.bitPattern)
    }

    subscript(key: Key) -> MetricValues? { values[key] }

    mutating func store(_ value: MetricValues, for key: Key) {
        if values.count >= Self.limit { values.removeAll(keepingCapacity: true) }
        values[key] = value
    }

    /// What a fade's metrics read of its configuration, and the case.
    struct Key: Hashable {
        let caseIndex: Int
        let itemHeight: UInt64, spacing: UInt64, topInset: UInt64, horizontalInset: UInt64
        let count: Int
        let perspective: UInt64?
    }
}
