enum FlutterExporter {
    static func render(_ point: ExportedPoint) -> String { point.provenance.slashComment }
}
