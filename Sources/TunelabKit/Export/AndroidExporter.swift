enum AndroidExporter {
    static func render(_ point: ExportedPoint) -> String { point.provenance.slashComment }
}
