import Foundation
import Testing

@testable import TunelabKit

/// `tunelab serve`'s command line: its inputs, and the one-line errors before anything is served.
@Suite struct ServeCommandTests {
    @Test func aResultsDirectoryServesItsGrid() throws {
        let server = try ServeTestServer(input: ServeTestServer.repository + "/reports/card-rhythm")
        defer { server.stop() }
        let state = server.request("GET", "/api/state").body
        #expect(state.contains("\"source\":\"results\""), "\(state.prefix(200))")
        #expect(state.contains("\"key\":\"layout.scaleFrequency\",\"kind\":\"range\",\"min\":0.05,\"max\":0.8,\"step\":0.05"), "\(state)")
        #expect(state.contains("\"cases\":[\"slow drag 96 pt\",\"hard flick 3000 pt/s\"]"), "\(state)")
    }

    /// A key an inline scenario leaves at its default (the card stack's alphaDecay 0.12) starts
    /// its slider at that default, not at the grid's first value.
    @Test func aDefaultedKeyStartsAtTheDefault() throws {
        let directory = try TempDirectory("serve-default")
        defer { directory.remove() }
        let grid = try directory.write(
            #"{"scenario": {"duration": 0.5, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -900}}]},"#
                + #" "grid": {"layout.alphaDecay": [0.05, 0.1, 0.15, 0.2]}}"#, to: "grid.json")
        let model = try ServeModel.load(grid)
        guard case .number(let start) = model.controls[0].initial else {
            Issue.record("not a number: \(model.controls[0].initial)")
            return
        }
        #expect(start == 0.12)
    }

    /// The page plays through the report's painter: `/app.js` is the report's player script
    /// (which exposes `window.tunelabPlayer`), then the page's own, with no second painter; the
    /// simulate answer gives the canvases the report's size (the viewport and its margins).
    @Test func thePageSharesTheReportsPainter() throws {
        let server = try ServeTestServer()
        defer { server.stop() }
        let script = server.request("GET", "/app.js").body
        #expect(script.hasPrefix(MotionPlayer.script) && MotionPlayer.script.contains("window.tunelabPlayer = player;"))
        #expect(script.components(separatedBy: "function paint(").count == 2, "one painter")
        #expect(script.components(separatedBy: "getContext('2d')").count == 3, "the painter's canvas and the neighbourhood's")
        let reply = server.request("POST", "/api/simulate", body: "{}")
        let root = try JSONParser.parse(reply.body, file: "simulate")
        let stage = try #require(root["player"])
        let w = try #require(stage["w"]?.value.doubleValue), h = try #require(stage["h"]?.value.doubleValue)
        let margin = MotionPlayer.Stage(width: w, height: h).margin
        let canvas = (root["canvas"]?.value.arrayValue ?? []).compactMap { $0.value.doubleValue }
        #expect(canvas == [w + 2 * margin.x, h + 2 * margin.y], "\(canvas) for a \(w) × \(h) viewport")
    }

    @Test func badInputIsOneLineAndExit2() throws {
        let missing = tunelab("serve", "no-such-grid.json", "--port", "0")
        #expect(missing.code == 2 && missing.errLines.count == 1 && missing.err.contains("no-such-grid.json: no such file"), "\(missing)")
        let port = tunelab("serve", ServeTestServer.repository + "/experiments/card-rhythm.json", "--port", "70000")
        #expect(port.code == 2 && port.err.contains("--port expects a port in 0…65535"), "\(port)")
        let flag = tunelab("serve", "x.json", "--bind", "0.0.0.0")
        #expect(flag.code == 2 && flag.err.contains("unknown option --bind"), "no option binds elsewhere: \(flag)")
        let directory = try TempDirectory("serve-bad")
        defer { try? FileManager.default.removeItem(atPath: directory.path) }
        let bad = try directory.write("{\"duration\": -1}", to: "bad.json")
        let decoded = tunelab("serve", bad, "--port", "0")
        #expect(decoded.code == 2 && decoded.errLines.count == 1 && decoded.err.contains("bad.json:1:14: duration"), "\(decoded)")
    }
}
