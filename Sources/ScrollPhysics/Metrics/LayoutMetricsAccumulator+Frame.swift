extension LayoutMetricsAccumulator {
    /// Checks that rows are in (index, layer) ascending order and, when asked for, feeds
    /// `overlap_mean_pt`, `overlap_cv` — one pass over neighbouring rows. For each pair of
    /// rows (i, i+1) of the same layer visible in one frame, overlap = min(right) − max(left)
    /// along the axis (x for the card stack, y for the lists); negative = gap.
    mutating func observePairs(_ items: borrowing ItemBuffer) {
        let horizontal = self.horizontal, wantsOverlap = self.wantsOverlap
        var overlap = self.overlap
        items.storage.withUnsafeBufferPointer { rows in
            for r in 1..<max(items.count, 1) {
                let a = rows[r - 1].index, aLayer = rows[r - 1].layer, b = rows[r].index, bLayer = rows[r].layer
                precondition(
                    a < b || (a == b && aLayer < bLayer),
                    "rows must be in (index, layer) ascending order; row \(r) has "
                        + "(\(b), \(bLayer)) after (\(a), \(aLayer))")
                guard wantsOverlap, b == a + 1, bLayer == aLayer else { continue }
                let value =
                    horizontal
                    ? min(rows[r - 1].x + rows[r - 1].width, rows[r].x + rows[r].width) - max(rows[r - 1].x, rows[r].x)
                    : min(rows[r - 1].y + rows[r - 1].height, rows[r].y + rows[r].height) - max(rows[r - 1].y, rows[r].y)
                overlap.add(value)
            }
        }
        self.overlap = overlap
    }

    /// `z_violations`: pairs of rows whose frames overlap in 2-D (an intersection of
    /// positive area), whose scales differ by more than 1e-9, and where the larger
    /// card's z is not strictly greater than the smaller one's.
    mutating func observeZ(_ items: borrowing ItemBuffer) {
        let n = items.count
        for r in 0..<n {
            let a = items[r]
            for s in (r + 1)..<n {
                let b = items[s]
                guard abs(a.scale - b.scale) > 1e-9 else { continue }
                let overlapX = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
                let overlapY = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
                guard overlapX > 0, overlapY > 0 else { continue }
                let (larger, smaller) = a.scale > b.scale ? (a, b) : (b, a)
                if !(larger.z > smaller.z) { zViolationCount += 1 }
            }
        }
    }

    /// `focus_error_rate`: the row whose centre is nearest the viewport centre (Euclidean;
    /// ties to the first row) is an error unless no other row's scale exceeds its own by
    /// more than 1e-9 (largest) and every other row's z is strictly below its own
    /// (top-most). A frame without rows counts, without error.
    mutating func observeFocus(_ items: borrowing ItemBuffer) {
        let n = items.count
        guard n > 0 else { return }
        var nearest = 0
        var nearestDistance = Double.infinity
        for r in 0..<n {
            let dx = items[r].centerX - viewportCenterX, dy = items[r].centerY - viewportCenterY
            let d = dx * dx + dy * dy
            if d < nearestDistance { nearestDistance = d; nearest = r }
        }
        let focus = items[nearest]
        for r in 0..<n where r != nearest {
            if items[r].scale > focus.scale + 1e-9 || !(items[r].z < focus.z) {
                focusErrorCount += 1
                return
            }
        }
    }

    /// Writes every requested layout metric into `values`: its value, or nil when it
    /// does not apply to the layout or has no data. Physics metrics are left untouched.
    public func finish(into values: inout MetricValues) {
        for metric in requested { values[metric] = value(of: metric) }
    }

    /// The value of one layout metric so far (nil = no data or a physics metric).
    /// Nil too for a metric not requested or not applicable to the layout's traits.
    public func value(of metric: Metric) -> Double? {
        guard traits.applies(metric), requested.contains(metric) else { return nil }
        let counted = frames > 0
        switch metric {
        case .overlapMeanPt: return Self.overlapMean(overlap)
        case .overlapCV: return Self.overlapCV(overlap)
        case .jitterRMSPt: return Self.jitterRMS(sumOfSquares: totals.jitterSumOfSquares, terms: totals.jitterTerms)
        case .reversals: return counted ? Double(totals.reversalCount) : nil
        case .pixelFlips: return counted ? Double(totals.pixelFlipCount) : nil
        case .maxStepPt: return totals.hasStep ? totals.maxStepSquared.squareRoot() : nil
        case .zViolations: return counted ? Double(zViolationCount) : nil
        case .focusErrorRate: return counted ? Double(focusErrorCount) / Double(frames) : nil
        case .alphaReversals: return counted ? Double(totals.alphaReversalCount) : nil
        case .parallaxSaturation:
            return layerSamples > 0 ? Double(clampedSamples) / Double(layerSamples) : nil
        case .releaseVelocityError, .travelPt, .maxOverscrollPt, .overshootPt, .settleTimeS, .restErrorPt,
            .velocityGain, .peakAccelerationPtS2:
            return nil
        }
    }
}

extension LayoutMetricsAccumulator {
    /// `overlap_mean_pt` of the pairs' overlaps: their mean (nil when there were none).
    static func overlapMean(_ overlap: RunningMoments) -> Double? { overlap.count > 0 ? overlap.mean : nil }

    /// `overlap_cv`: population standard deviation / |mean| (nil without pairs or when |mean| < 1e-9 pt).
    static func overlapCV(_ overlap: RunningMoments) -> Double? {
        guard overlap.count > 0, abs(overlap.mean) >= 1e-9 else { return nil }
        return overlap.populationStandardDeviation / abs(overlap.mean)
    }

    /// `jitter_rms_pt` = √(Σ terms² / terms), pt (nil without terms).
    static func jitterRMS(sumOfSquares: Double, terms: Int) -> Double? {
        terms > 0 ? (sumOfSquares / Double(terms)).squareRoot() : nil
    }
}
