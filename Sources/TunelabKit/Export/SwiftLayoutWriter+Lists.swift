import ScrollPhysics

extension SwiftLayoutWriter {
    static let stateless: [String] = [
        "",
        "    public init() {}",
        "",
        "    /// Nothing to do at a release: this layout keeps no state.",
        "    public mutating func didRelease(velocity: Double) {}"
    ]
}
