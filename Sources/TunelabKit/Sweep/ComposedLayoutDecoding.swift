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
///
/// A class: the sweep's evaluators share one, and the kernel path binds it once a point (a
/// struct of arrays was copied, each array retained and released, at every binding).
final class ComposedLayoutDecoding: Sendable {
    /// Copies one field of the card stack from a probe (read in place: passed by value, each
    /// copy moved the whole configuration, 1.4 k instructions a point of the reference sweep).
    typealias FieldCopy = @Sendable (inout CardStackConfiguration, UnsafePointer<CardStackConfiguration>) -> Void

    /// The card stack's fields a grid axis `layout.<name>` may set, composed this way: every
    /// declared field (`CardStackConfiguration.fields`), spelled out because a copy runs for
    /// every axis of every point (a key path's projection cost the reference sweep 5.6 % of its
    /// instructions, a copy at the field's memory offset 0.8 %). `ComposedLayoutDecodingTests`
    /// fails when a declared field has no copy here or a copy moves another field.
    static let fields: [String: FieldCopy] = [
        "cardWidth": { $0.cardWidth = $1.pointee.cardWidth }, "cardHeight": { $0.cardHeight = $1.pointee.cardHeight },
        "spacing": { $0.spacing = $1.pointee.spacing }, "baseScale": { $0.baseScale = $1.pointee.baseScale },
        "maxScale": { $0.maxScale = $1.pointee.maxScale }, "scaleFrequency": { $0.scaleFrequency = $1.pointee.scaleFrequency },
        "centerFrequency": { $0.centerFrequency = $1.pointee.centerFrequency }, "tilt": { $0.tilt = $1.pointee.tilt },
        "alphaFloor": { $0.alphaFloor = $1.pointee.alphaFloor }, "alphaDecay": { $0.alphaDecay = $1.pointee.alphaDecay },
        "zMax": { $0.zMax = $1.pointee.zMax }, "zSlope": { $0.zSlope = $1.pointee.zSlope }, "zFloor": { $0.zFloor = $1.pointee.zFloor },
        "shadowOpacity": { $0.shadowOpacity = $1.pointee.shadowOpacity }, "count": { $0.count = $1.pointee.count },
        "visibleCount": { $0.visibleCount = $1.pointee.visibleCount }, "dynamicSpacing": { $0.dynamicSpacing = $1.pointee.dynamicSpacing },
        "scaleCurve": { $0.scaleCurve = $1.pointee.scaleCurve }, "scaleWidth": { $0.scaleWidth = $1.pointee.scaleWidth },
        "stride": { $0.stride = $1.pointee.stride }, "shiftAmplitude": { $0.shiftAmplitude = $1.pointee.shiftAmplitude }
    ]

    /// Each case's base scenario: `LayoutOnlyDecoding`'s own array, shared rather than copied
    /// scenario by scenario (a scenario is kilobytes inline, so a thousand cases' copy was megabytes).
    private let bases: [Scenario]
    private let copies: [FieldCopy]
    /// The card stack with one axis's value alone, for each distinct base layout among the
    /// cases (a probe set), flat: set s, axis a, value v at `s · perSet + axisStart[a] + v`.
    /// A value invalid alone holds the base, and `valid` says so.
    private let probes: [CardStackConfiguration]
    private let valid: [Bool]
    private let axisStart: [Int]
    private let perSet: Int
    /// probeSet[case]: the index of the case's base layout's probe set. Cases that differ only
    /// in their gestures share one set: a thousand such cases keep one set, not a thousand
    /// (a set is one configuration per value of each axis).
    private let probeSet: [Int]

    /// nil unless every axis is `layout.<field>` of `fields` and every case's layout is a card stack.
    init?(grid: Grid, layoutOnly: LayoutOnlyDecoding) {
        var copies: [FieldCopy] = []
        for axis in grid.axes {
            guard axis.path.count == 2, let copy = Self.fields[axis.path[1]] else { return nil }
            copies.append(copy)
        }
        var probes: [CardStackConfiguration] = [], valid: [Bool] = [], probeSet: [Int] = []
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
            for (a, axis) in grid.axes.enumerated() {
                for value in axis.values {
                    guard case .success(let layout) = layoutOnly.layout(caseIndex: c, axis: a, value: value) else {
                        probes.append(base.layout.cardStack)
                        valid.append(false)
                        continue
                    }
                    // The probe may differ from the base in its own field only.
                    var expected = base.layout
                    withUnsafePointer(to: layout.cardStack) { copies[a](&expected.cardStack, $0) }
                    guard expected == layout else { return nil }
                    probes.append(layout.cardStack)
                    valid.append(true)
                }
            }
            probeSet.append(layouts.count)
            layouts.append(base.layout)
        }
        bases = layoutOnly.bases
        self.copies = copies
        self.probes = probes
        self.valid = valid
        axisStart = grid.axes.indices.map { a in grid.axes[..<a].reduce(0) { $0 + $1.values.count } }
        perSet = grid.axes.reduce(0) { $0 + $1.values.count }
        self.probeSet = probeSet
    }

    /// Case `caseIndex`'s scenario at the point with value indices `digits` (one per axis), or
    /// nil when the point must be decoded in full.
    func scenario(caseIndex c: Int, digits: ArraySlice<Int>) -> Scenario? {
        guard let cardStack = composedCardStack(caseIndex: c, digits: digits) else { return nil }
        let scenario = scenario(caseIndex: c, cardStack: cardStack)
        if cardStack.visibleCount != bases[c].layout.cardStack.visibleCount,
            ScenarioDecoder.itemRowsExcess(clock: scenario.clock, layout: scenario.layout, scroll: scenario.scroll) != nil
        {
            return nil
        }
        return scenario
    }

    /// Case `caseIndex`'s card stack at the point with value indices `digits`, without its
    /// scenario (the sweep's kernel path: a scenario is kilobytes, copied per point it cost
    /// the reference sweep about 5 % of its instructions); nil when the point needs
    /// `scenario(caseIndex:digits:)` — a value fails alone, or the visible count moves (then
    /// the item-rows limit is checked on the whole scenario). Every other field of the
    /// point's scenario is the case's base's (`kernelSettings(caseIndex:)`).
    func cardStack(caseIndex c: Int, digits: ArraySlice<Int>) -> CardStackConfiguration? {
        guard let cardStack = composedCardStack(caseIndex: c, digits: digits),
            cardStack.visibleCount == bases[c].layout.cardStack.visibleCount
        else { return nil }
        return cardStack
    }

    /// Case `caseIndex`'s base scenario with `cardStack` (one that `cardStack(caseIndex:digits:)` gave).
    func scenario(caseIndex c: Int, cardStack: CardStackConfiguration) -> Scenario {
        var scenario = bases[c]
        scenario.layout.cardStack = cardStack
        return scenario
    }

    /// What the card-stack kernel reads of case `caseIndex`'s scenario beside the card stack
    /// (every point of the case has the base's).
    func kernelSettings(caseIndex c: Int) -> CardStackKernelSettings {
        CardStackKernelSettings(perspective: bases[c].layout.perspective, displayScale: bases[c].display.scale)
    }

    /// The base's card stack with each axis's field copied from its value's probe; nil when a
    /// value fails alone.
    private func composedCardStack(caseIndex c: Int, digits: ArraySlice<Int>) -> CardStackConfiguration? {
        var cardStack = bases[c].layout.cardStack
        let first = probeSet[c] * perSet
        let composed = probes.withUnsafeBufferPointer { probes in
            for a in copies.indices {
                let p = first + axisStart[a] + digits[digits.startIndex + a]
                guard valid[p] else { return false }
                copies[a](&cardStack, probes.baseAddress! + p)
            }
            return true
        }
        return composed ? cardStack : nil
    }
}
