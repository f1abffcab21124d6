import Testing
import TunelabKit

@Suite struct BenchStatisticsTests {
    @Test func medianOfOddAndEvenCounts() {
        #expect(BenchStatistics.median([3, 1, 2]) == 2, "median of 3,1,2")
        #expect(BenchStatistics.median([4, 1, 3, 2]) == 2.5, "median of 4,1,3,2 is the mean of the middle two")
        #expect(BenchStatistics.median([]) == nil, "no values, no median")
    }

    @Test func percentileIsNearestRank() {
        let sorted = (1...1000).map(Double.init)
        #expect(BenchStatistics.percentileOfSorted(sorted, 0.99) == 990, "p99 of 1…1000 is the 990th value")
        #expect(BenchStatistics.percentileOfSorted([5], 0.99) == 5, "p99 of one value is that value")
        #expect(BenchStatistics.percentileOfSorted(Array(1...10).map(Double.init), 0.99) == 10, "p99 of 10 values is the largest")
    }

    @Test func repeatSortsAndSummarises() {
        var samples: [Double] = [9, 1, 5, 3, 7]
        let r = BenchRepeat(sorting: &samples)
        #expect(r == BenchRepeat(median: 5, p99: 9, samples: 5), "repeat of 9,1,5,3,7: \(r)")
        #expect(samples == [1, 3, 5, 7, 9], "samples are sorted in place")
    }
}
