/// Shard indices as a Slurm `--array=` list: ascending, runs of three or more as `a-b`,
/// the rest separated by commas — `[1, 3, 4, 5, 7]` → `1,3-5,7`.
enum SlurmArrayList {
    static func format(_ indices: [Int]) -> String {
        let sorted = indices.sorted()
        var parts: [String] = []
        var i = 0
        while i < sorted.count {
            var j = i
            while j + 1 < sorted.count, sorted[j + 1] <= sorted[j] + 1 { j += 1 }
            if sorted[j] - sorted[i] >= 2 {
                parts.append("\(sorted[i])-\(sorted[j])")
            } else {
                var seen = -1
                for k in i...j where sorted[k] != seen { parts.append(String(sorted[k])); seen = sorted[k] }
            }
            i = j + 1
        }
        return parts.joined(separator: ",")
    }
}
