/// `--to json`: the point's complete scenario, every default spelled out, runnable with
/// `tunelab run`; `exportedFrom` (which `tunelab run` ignores) names the tool, grid, point and
/// fingerprint. A trace step keeps the file name the source scenario gave, relative to it.
enum JSONExporter {
    static func render(_ point: ExportedPoint) -> String {
        let name =
            point.provenance.grid.map { ExportNames.stem(of: $0) + (point.provenance.point.map { "-point-\($0)" } ?? "") }
            ?? point.scenario.name
        return ScenarioEncoder.encode(point, name: name).pretty() + "\n"
    }
}
