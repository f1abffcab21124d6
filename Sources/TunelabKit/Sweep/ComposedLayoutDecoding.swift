import ScrollPhysics

/// A card-stack point's scenario without editing or decoding JSON per point: each value of
/// each axis is decoded once per case (alone, into the case's base layout), and a point's
/// layout is the base with each axis's field copied from its value's probe.
///
/// Exact, because the card stack's fields are checked one by one (`LayoutFieldReader`: a
/// range per field, nothing across fields), so a point whose every value decodes alone decodes
/// to the composition; and each probe is checked to change its own field and nothing else. A
/// point with a value that fails alone (or whose visible count breaks the item-rows limit)
/// gets nil, and the caller decodes it in full for the exact message.
struct ComposedLayoutDecoding {
    /// Copies one field of the card stack from a probe.
    typealias FieldCopy = @Sendable (inout CardStackConfiguration, CardStackConfiguration) -> Void

    /// The card stack's fields a grid axis `layout.<name>` may set, composed this way: every
    /// declared field (`CardStackConfiguration.fields`), spelled out because a copy runs for
    /// every axis of every point (a key path's projection cost the reference sweep 5.6 % of its
    /// instructions, a copy at the field's memory offset 0.8 %). `ComposedLayoutDecodingTests`
    /// fails when a declared field has no copy here or a copy moves another field.
    static let fields: [String: FieldCopy] = [
        "cardWidth": { $0.cardWidth = $1.cardWidth }, "cardHeight": { $0.cardHeight = $1.cardHeight },
        "spacing": { $0.spacing = $1.spacing }, "baseScale": { $0.baseScale = $1.baseScale },
        "maxScale": { $0.maxScale = $1.maxScale }, "scaleFrequency": { $0.scaleFrequency = $1.scaleFrequency },
        "centerFrequency": { $0.centerFrequency = $1.centerFrequency }, "tilt": { $0.tilt = $1.tilt },
        "alphaFloor": { $0.alphaFloor = $1.alphaFloor }, "alphaDecay": { $0.alphaDecay = $1.alphaDecay },
        "zMax": { $0.zMax = $1.zMax }, "zSlope": { $0.zSlope = $1.zSlope }, "zFloor": { $0.zFloor = $1.zFloor },
        "shadowOpacity": { $0.shadowOpacity = $1.shadowOpacity }, "count": { $0.count = $1.count },
        "visibleCount": { $0.visibleCount = $1.visibleCount }, "dynamicSpacing": { $0.dynamicSpacing = $1.dynamicSpacing },
        "scaleCurve": { $0.scaleCurve = $1.scaleCurve }, "scaleWidth": { $0.scaleWidth = $1.scaleWidth },
        "stride": { $0.stride = $1.stride }, "shiftAmplitude": { $0.shiftAmplitude = $1.shiftAmplitude }
    ]

    /// Each case's base scenario: `LayoutOnlyDecoding`'s own array, shared rather than copied
    /// scenario by scenario (a scenario is kilobytes inline, so a thousand cases' copy was megabytes).
    private let bases: [Scenario]
    private let copies: [FieldCopy]
    /// probes[set][axis][value index]: the card stack with that value alone, nil when invalid
    /// alone, for each distinct base layout among the cases.
    private let probes: [[[CardStackConfiguration?]]]
    /// probeSet[case]: the index in `probes` of the case's base layout. Cases that differ only
    /// in their gestures share one set: a thousand such cases keep one set, not a thousand
    /// (25 values of a two-key grid are 17 KB a set).
    private let probeSet: [Int]

    /// nil unless every axis is `layout.<field>` of `fields` and every case's layout is a card stack.
    init?(grid: Grid, layoutOnly: LayoutOnlyDecoding) {
        var copies: [FieldCopy] = []
        for axis in grid.axes {
            guard axis.path.count == 2, let copy = Self.fields[axis.path[1]] else { return nil }
            copies.append(copy)
        }
        var probes: [[[CardStackConfiguration?]]] = [], probeSet: [Int] = []
        var layouts: [LayoutSettings] = []
        for c in grid.cases.indices {
            let base = layoutOnly.base(caseIndex: c)
            guard base.layout.kind.isCardStack, base.layout.plugin == nil else { return nil }
            // A probe is the base with one field set (each checked alone), so cases whose base
            // layouts are equal have equal probes.
            if let shared = layouts.firstIndex(of: base.layout) {
                probeSet.append(shared)
                continue
            }
            var caseProbes: [[CardStackConfiguration?]] = []
            for (a, axis) in grid.axes.enumerated() {
                var axisProbes: [CardStackConfiguration?] = []
                for value in axis.values {
                    guard case .success(let layout) = layoutOnly.layout(caseIndex: c, axis: a, value: value) else {
                        axisProbes.append(nil)
                        continue
                    }
                    // The probe may differ from the base in its own field only.
                    var expected = base.layout
                    copies[a](&expected.cardStack, layout.cardStack)
                    guard expected == layout else { return nil }
                    axisProbes.append(layout.cardStack)
                }
                caseProbes.append(axisProbes)
            }
            probeSet.append(probes.count)
            layouts.append(base.layout)
            probes.append(caseProbes)
        }
        bases = layoutOnly.bases
        self.copies = copies
        self.probes = probes
        self.probeSet = probeSet
    }

    /// Case `caseIndex`'s scenario at the point with value indices `digits` (one per axis), or
    /// nil when the point must be decoded in full.
    func scenario(caseIndex c: Int, digits: [Int]) -> Scenario? {
        var scenario = bases[c]
        for a in copies.indices {
            guard let probe = probes[probeSet[c]][a][digits[a]] else { return nil }
            copies[a](&scenario.layout.cardStack, probe)
        }
        if scenario.layout.cardStack.visibleCount != bases[c].layout.cardStack.visibleCount,
            ScenarioDecoder.itemRowsExcess(clock: scenario.clock, layout: scenario.layout, scroll: scenario.scroll) != nil
        {
            return nil
        }
        return scenario
    }
}
