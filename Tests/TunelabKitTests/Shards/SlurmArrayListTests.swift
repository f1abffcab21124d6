import Testing
@testable import TunelabKit

/// Shard indices as a Slurm `--array=` list.
@Suite struct SlurmArrayListTests {
    @Test(arguments: [
        ([1, 3], "1,3"), ([1, 3, 4, 5, 7], "1,3-5,7"), ([0, 1], "0,1"), ([2], "2"),
        ([9, 0, 1, 2, 8], "0-2,8,9"), ([4, 4, 5, 6], "4-6"), ([], "")
    ])
    func format(indices: [Int], expected: String) {
        #expect(SlurmArrayList.format(indices) == expected, "\(indices)")
    }
}
