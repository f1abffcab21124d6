import Testing
import TunelabKit

@Suite struct TraceChartTests {
    func frames(_ text: String = ChartFixtures.frames) throws -> CSVTable { try CSVTable(text: text, file: "frames.csv") }

    @Test func offsetAndVelocityWithPhases() throws {
        let slower = ChartFixtures.frames.replacingOccurrences(of: ",100,", with: ",90,")
        let svg = try TraceChart.svg(traces: [("defaults", frames()), ("best #2", frames(slower))], title: "card-flick")
        let root = try #require(SVGNode.parse(svg))
        let offset = try #require(root.all("g", class: "panel-0").first)
        let velocity = try #require(root.all("g", class: "panel-1").first)
        #expect(offset.all("text", class: "axis-title").first?.text == "offset (pt)")
        #expect(velocity.all("text", class: "axis-title").first?.text == "velocity (pt/s)")
        let lines = offset.all("polyline", class: "series")
        #expect(lines.map { $0["data-label"] ?? "" } == ["defaults", "best #2"], "one line per trace, in order")
        #expect(lines.map { ($0["points"] ?? "").split(separator: " ").count } == [9, 9], "one vertex per frame")
        // Offsets 0 … 20 over nice ticks 0 … 20: the first frame sits on the panel's bottom edge, the last on its top.
        let frame = try #require(offset.all("rect").last)
        let vertices = (lines.first?["points"] ?? "").split(separator: " ").map { $0.split(separator: ",").compactMap { Double($0) } }
        #expect(abs((vertices.first?[1] ?? 0) - (frame.number("y") + frame.number("height"))) < 0.01, "offset 0 at the bottom")
        #expect(abs((vertices.last?[1] ?? 0) - frame.number("y")) < 0.01, "offset 20 at the top")
        // Phases of the first trace shade both panels: dragging 0–0.1 s, decelerating 0.1–0.3 s, resting 0.3–0.4 s.
        let bands = offset.all("rect", class: "phase")
        #expect(bands.map { $0["data-phase"] ?? "" } == ["dragging", "decelerating", "resting"])
        let widths = bands.map { $0.number("width") }
        #expect(
            widths.count == 3 && abs(widths[1] - 2 * widths[0]) < 0.02 && abs(widths[2] - widths[0]) < 0.02,
            "durations 0.1 : 0.2 : 0.1 → \(widths)")
        #expect(root.all("g", class: "phase-strip").map { $0["data-label"] ?? "" } == ["defaults", "best #2"], "a phase strip per trace")
        let legend = root.all("text", class: "legend-label").map(\.text)
        #expect(legend == ["defaults", "best #2", "dragging", "decelerating", "resting"], "traces, then the phases present")
        #expect(root.all("text", class: "axis-title").contains { $0.text == "time (s)" })
        #expect(TextBox.problems(in: root).isEmpty, "\(TextBox.problems(in: root))")
    }

    @Test func oneTraceHasNoStripsAndGapsBreakLines() throws {
        let gap = ChartFixtures.frames.replacingOccurrences(of: "4,0.2,17,60,", with: "4,0.2,17,,")
        let root = try #require(SVGNode.parse(try TraceChart.svg(traces: [("only", frames(gap))], title: "t")))
        #expect(root.all("g", class: "phase-strip").isEmpty)
        let velocity = try #require(root.all("g", class: "panel-1").first)
        #expect(
            velocity.all("polyline", class: "series").map { ($0["points"] ?? "").split(separator: " ").count } == [4, 4],
            "the empty velocity at frame 4 splits 9 frames into 4 + 4")
    }

    @Test func missingColumnIsNamed() throws {
        let table = try CSVTable(text: "frame,time,offset,phase\n0,0,0,idle\n", file: "frames.csv")
        do {
            _ = try TraceChart.svg(traces: [("seed", table)], title: "t")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "frames.csv of \"seed\": missing column \"velocity\" (columns: frame,time,offset,phase)")
        }
    }

    @Test func cardsScaleAlphaCentre() throws {
        let items = try CSVTable(text: ChartFixtures.items, file: "items.csv")
        let root = try #require(SVGNode.parse(try TraceChart.cardSvg(label: "best", items: items, title: "cards")))
        #expect(
            root.all("text", class: "axis-title").map(\.text) == ["scale", "alpha", "centre x (pt)", "time (s)"],
            "centre x: centres move along x (100 → 70) and not along y")
        let scale = try #require(root.all("g", class: "panel-0").first)
        let lines = scale.all("polyline", class: "series")
        #expect(lines.map { $0["data-label"] ?? "" } == ["card 0", "card 1"])
        #expect(lines.map { ($0["points"] ?? "").split(separator: " ").count } == [4, 2], "card 0: frames 0–3; card 1: frames 0–1")
        #expect(scale.all("circle", class: "series-dot").map { $0["data-label"] ?? "" } == ["card 1"], "card 1 back alone at frame 3")
        #expect(root.all("text", class: "legend-label").map(\.text) == ["card 0", "card 1"])
        #expect(TextBox.problems(in: root).isEmpty, "\(TextBox.problems(in: root))")
    }

    @Test func verticalLayoutsUseCentreYAndManyCardsUseViridis() throws {
        var text = "frame,time,index,data_index,x,y,width,height,scale,rotation,alpha,z,shadow_opacity\n"
        for frame in 0..<3 {
            for card in 0..<9 { text += "\(frame),\(Double(frame) / 60),\(card),\(card),20,\(card * 100 - frame * 10),350,90,1,0,1,0,0\n" }
        }
        let root = try #require(
            SVGNode.parse(try TraceChart.cardSvg(label: "feed", items: try CSVTable(text: text, file: "items.csv"), title: "feed")))
        #expect(root.all("text", class: "axis-title").map(\.text).contains("centre y (pt)"))
        let lines = root.all("g", class: "panel-0").first?.all("polyline", class: "series") ?? []
        #expect(lines.count == 9)
        #expect(lines.first?["stroke"] == "#440154" && lines.last?["stroke"] == "#fde725", "lowest index dark, highest yellow")
        #expect(root.all("text", class: "legend-label").map(\.text) == ["card 0", "…", "card 8"])
    }
}
