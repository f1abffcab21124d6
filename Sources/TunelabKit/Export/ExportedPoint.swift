import ScrollPhysics

/// One point ready to export: its decoded scenario, the scenario document it was decoded
/// from (for what decoding does not keep, such as a trace's file name) and its provenance.
public struct ExportedPoint: Sendable {
    public var scenario: Scenario
    /// The gesture steps as written, one per decoded step.
    public var gestureNodes: [JSONNode]
    public var provenance: ExportProvenance
    /// The point's scenario document as written (a grid point: the base scenario with the point's
    /// values set), for the values the user wrote (a spring's form) that decoding does not keep.
    public var document: JSONNode?

    public init(scenario: Scenario, gestureNodes: [JSONNode], provenance: ExportProvenance, document: JSONNode? = nil) {
        self.scenario = scenario; self.gestureNodes = gestureNodes; self.provenance = provenance
        self.document = document
    }

    /// The node at `path` (object keys) of the point's document, if there is one.
    func written(_ path: String...) -> JSONNode? {
        var node = document
        for key in path { node = node?[key] }
        return node
    }

    /// The snap spring in every form (written as the scenario gave it).
    var snapSpring: ExportSpring { ExportSpring(scenario.scroll.snap.spring, written: written("scroll", "snap", "spring")) }
    /// The edge bounce-back spring in every form (written as the scenario gave it).
    var bounceSpring: ExportSpring { ExportSpring(scenario.scroll.bounce, written: written("scroll", "bounce")) }

    /// A Swift/Dart/Kotlin identifier-friendly name of the point: `snapSpringPoint29`.
    var typeStem: String {
        let base = provenance.grid.map { ExportNames.stem(of: $0) } ?? scenario.name
        var words = ExportNames.words(base)
        if let point = provenance.point { words += ["point", String(point)] }
        return ExportNames.camel(words.isEmpty ? ["tuned"] : words)
    }
}

/// Identifier helpers for generated code.
enum ExportNames {
    /// The file name without directory and extension.
    static func stem(of path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = last.lastIndex(of: ".") else { return last }
        return String(last[..<dot])
    }

    /// Alphanumeric runs of `text`.
    static func words(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
    }

    /// lowerCamelCase of `words` (a leading digit gets a `p` in front).
    static func camel(_ words: [String]) -> String {
        var out = ""
        for (i, word) in words.enumerated() {
            out += i == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }
        if let first = out.first, first.isNumber { out = "p" + out }
        return out
    }

    /// UpperCamelCase of `words`.
    static func pascal(_ words: [String]) -> String {
        let c = camel(words)
        return c.prefix(1).uppercased() + c.dropFirst()
    }
}
