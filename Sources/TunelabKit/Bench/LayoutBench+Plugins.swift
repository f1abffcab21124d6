import ScrollPhysics

extension LayoutBench {
    /// The workload of plug-in kind `kind` (registered in `LayoutRegistry.current`) with its
    /// default settings: the built-in layout workloads' scenario (`frameRate` Hz, a 0.1 s drag of
    /// 300 pt, a release, 3 s) on infinite content, the viewport turned to the layout's axis.
    init(pluginKind kind: String, frameRate: Int) throws(InputError) {
        let file = "bench:\(kind)"
        let layout = #"{"kind": \#(JSONWriter.quoted(kind))}"#
        let decoder = ScenarioDecoder(file: file, directory: ".", defaultName: "bench")
        let base = try decoder.decode(JSONParser.parse(#"{"layout": \#(layout)}"#, file: file))
        let vertical = !base.layout.traits.isHorizontal
        let text = #"""
            {"duration": 3, "frameRate": \#(frameRate), "physicsRate": 1200,
             "scroll": {"viewport": \#(vertical ? 844 : 390), "crossViewport": \#(vertical ? 390 : 844), "content": {"infinite": true}},
             "layout": \#(layout),
             "gesture": [{"drag": {"translation": -300, "duration": 0.1}}, {"release": {}}, {"wait": 3}]}
            """#
        self.init(scenario: try decoder.decode(JSONParser.parse(text, file: file)))
    }
}
