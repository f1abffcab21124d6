import Foundation
import Testing
@testable import TunelabKit

/// The motion player's data: rectangles per frame in painter's order, trimmed after the
/// motion, at most 60 frames per second, and a filmstrip beside it.
@Suite struct MotionPlayerTests {
    static let frames = """
        frame,time,offset,velocity,phase,touch
        0,0,0,0,dragging,0
        1,0.008333333333333333,1,120,dragging,-1
        2,0.016666666666666666,2,120,decelerating,
        3,0.025,2.5,0,resting,
        4,0.03333333333333333,2.5,0,resting,

        """
    static let items = """
        frame,time,index,data_index,x,y,width,height,scale,rotation,alpha,z,shadow_opacity
        0,0,0,0,10,20,100,150,1,0,1,80,0.1
        0,0,1,1,110.04999,20,100,150,1,0.25,0.5,90,0
        1,0.008333333333333333,1,1,100,20,100,150,1,0.25,0.5,70,0
        1,0.008333333333333333,0,0,9,20,100,150,1,0,1,80,0.1
        2,0.016666666666666666,0,0,8,20,100,150,1,0,1,80,0.1

        """

    func clip() throws -> MotionClip {
        try MotionClip(
            label: "best <#1>", frames: CSVTable(text: Self.frames, file: "frames.csv"), items: Array(Self.items.utf8))
    }

    @Test func framesArePaintedByZThenFileOrder() throws {
        let c = try clip()
        #expect(c.frameCount == 5 && (0..<5).map { c.frame($0).count } == [2, 2, 1, 0, 0])
        #expect(c.frame(0).map(\.colourKey) == [0, 1], "z 80 under z 90")
        #expect(c.frame(1).map(\.colourKey) == [1, 0], "z 70 under z 80")
        #expect(c.frame(at: 0.02) == 2 && c.frame(at: -1) == 0 && c.frame(at: 9) == 4)
    }

    /// A run's clip from the rectangles it kept (`ClipRects`, one array for all frames) is the
    /// clip decoded from its `items.csv`, frame by frame and bit for bit: every shipped
    /// scenario.
    @Test func aRunsKeptClipIsItsItemsFileDecoded() throws {
        let folder = ShippedFormulaLayoutTests.experiments + "/scenarios"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 5)
        func bits(_ c: MotionClip) -> [[UInt64]] {
            (0..<c.frameCount).map { k in
                c.frame(k).flatMap { q in
                    [q.x, q.y, q.width, q.height, q.rotation, q.alpha, q.z, q.shadow].map(\.bitPattern)
                        + [UInt64(bitPattern: Int64(q.colourKey)), q.clamped ? 1 : 0]
                }
            }
        }
        for name in names {
            let run = try ScenarioRunFiles(scenario: try ScenarioDecoder.load(folder + "/" + name), metrics: nil, keepingClip: true)
            let frames = try #require(run.frameColumns, "\(name)")
            let kept = try MotionClip(label: name, frames: frames, items: run.items.bytes, clip: run.clip)
            let decoded = try MotionClip(label: name, frames: frames, items: run.items.bytes)
            #expect(kept.frameCount == decoded.frameCount && bits(kept) == bits(decoded), "\(name)")
            #expect(kept.hasRectangles == (0..<kept.frameCount).contains { !kept.frame($0).isEmpty }, "\(name)")
        }
    }

    @Test func dataIsCompactEscapedAndTrimmed() throws {
        let data = MotionPlayer.data(clips: [try clip()], stage: .init(width: 390, height: 844))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let clips = try #require(json["clips"] as? [[String: Any]])
        #expect(clips[0]["label"] as? String == "best <#1>" && !data.contains("<"), "label escaped for <script>: \(data)")
        #expect(clips[0]["s"] as? Int == 2, "120 Hz kept every second frame")
        let f = try #require(clips[0]["f"] as? [[Double]])
        #expect(f.count == 3, "frames 0, 2, 4: the motion ends at 0.025 s, kept to +\(MotionPlayer.tail) s")
        #expect(f[0] == [10, 20, 100, 150, 0, 1, 80, 0.1, 0, 0, 110, 20, 100, 150, 0.25, 0.5, 90, 0, 1, 0], "\(f[0])")
        #expect(json["phases"] as? [String] == ["dragging", "decelerating", "resting"])
    }

    @Test func playerBlockHasFrameAttributeControlsAndFilmstrip() throws {
        let html = MotionPlayer.html(
            id: "player-1", title: "Case 1: slow drag", clips: [try clip(), try clip()],
            stage: .init(width: 390, height: 844))
        #expect(html.contains("data-player-frame=\"0\"") && html.components(separatedBy: "<canvas").count == 3)
        // The viewport (390 × 844) with 195 pt beside it and 98 pt above and below, so a card past the edge shows.
        #expect(html.contains("<canvas width=\"780\" height=\"1040\""), "\(html.prefix(600))")
        #expect(html.contains("data-speed=\"0.25\"") && html.contains("class=\"player-scrub\""), "¼× and a scrubber")
        #expect(html.contains("class=\"filmstrip\"") && html.components(separatedBy: "class=\"moment\"").count - 1 == 2 * Filmstrip.moments)
        #expect(
            html
                == MotionPlayer.html(
                    id: "player-1", title: "Case 1: slow drag", clips: [try clip(), try clip()],
                    stage: .init(width: 390, height: 844)), "deterministic")
    }

    @Test func missingItemColumnIsNamed() {
        #expect(throws: ChartError.self) {
            try MotionClip(
                label: "x", frames: CSVTable(text: Self.frames, file: "frames.csv"), items: Array("frame,time,x\n0,0,1\n".utf8))
        }
    }

    @Test func phaseBandsAreLabelledAndTextured() throws {
        let svg = try TraceChart.svg(traces: [("run", CSVTable(text: Self.frames, file: "frames.csv"))], title: "t")
        #expect(svg.contains("fill=\"url(#phase-dragging)\"") && svg.contains("fill=\"url(#phase-decelerating)\""))
        #expect(svg.contains("<pattern id=\"phase-dragging\""), "patterns defined in the chart")
    }
}
