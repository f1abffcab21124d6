/// The sums and counts of one kernel run, per lane: what `LayoutMetricsAccumulator` keeps
/// for the metrics the kernels (`CardStackKernel`, `FormulaKernel`) serve.
struct KernelTotals {
    var frames = 0
    var overlap = LaneMoments()
    var jitterSumOfSquares = KernelLanes()
    var jitterTerms = 0
    var maxStepSquared = KernelLanes()
    var hasStep = false
    var reversals = KernelLaneCounts()
    var pixelFlips = KernelLaneCounts()

    /// Writes lane j's value of each of `metrics` into `values`, with the accumulator's formulas.
    func write(lane j: Int, metrics: [Metric], into values: inout MetricValues) {
        let counted = frames > 0
        for metric in metrics {
            switch metric {
            case .overlapMeanPt: values[metric] = LayoutMetricsAccumulator.overlapMean(overlap.lane(j))
            case .overlapCV: values[metric] = LayoutMetricsAccumulator.overlapCV(overlap.lane(j))
            case .jitterRMSPt:
                values[metric] = LayoutMetricsAccumulator.jitterRMS(sumOfSquares: jitterSumOfSquares[j], terms: jitterTerms)
            case .maxStepPt: values[metric] = hasStep ? maxStepSquared[j].squareRoot() : nil
            case .reversals: values[metric] = counted ? Double(reversals[j]) : nil
            case .pixelFlips: values[metric] = counted ? Double(pixelFlips[j]) : nil
            default: values[metric] = nil
            }
        }
    }
}
