/// The page `tunelab serve` shows (docs/serve.md#the-page), embedded in the binary: the HTML
/// shell, its script (`ServePage+Script.swift`, after the report's player script) and style. Everything is served from these
/// strings under fixed paths; the CSP allows only them (no inline script or style).
enum ServePage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>tunelab serve</title>
        <link rel="icon" href="data:,"/>
        <link rel="stylesheet" href="/app.css"/>
        </head>
        <body>
        <header>
        <h1>tunelab serve <span id="source"></span></h1>
        <p id="question"></p>
        <p id="status" role="status" aria-live="polite">loading…</p>
        <p id="verdict" hidden></p>
        </header>
        <main>
        <section id="tune" aria-label="Controls">
        <h2>Controls</h2>
        <label class="field">gesture <select id="case"></select></label>
        <div id="controls"></div>
        <div class="buttons">
        <button type="button" id="pin">Pin as A</button>
        <button type="button" id="unpin" disabled>Unpin</button>
        <button type="button" id="reset">Back to baseline</button>
        <button type="button" id="best" hidden>Best point</button>
        </div>
        </section>
        <section id="watch" aria-label="Motion and metrics">
        <div class="player" id="player" data-player-frame="0">
        <div class="player-stages" id="stages"></div>
        <p class="hint">Drag on a player to draw a gesture: the finger's path replays through the baseline, A (when pinned) and the current point.</p>
        <div class="player-controls">
        <button type="button" class="player-play" id="play" aria-pressed="true">Pause</button>
        <button type="button" class="player-speed" data-speed="1" aria-pressed="true">1×</button>
        <button type="button" class="player-speed" data-speed="0.25" aria-pressed="false">¼×</button>
        <label class="player-scrub-label">time <input type="range" class="player-scrub" min="0" max="1000" step="1" value="0" aria-label="time in ms"/></label>
        </div>
        </div>
        <section id="sweep" hidden>
        <h2>Sweep</h2>
        <p class="chart-note" id="sweep-note"></p>
        <div id="sweep-charts"></div>
        </section>
        <section id="landscape" hidden>
        <h2>Neighbourhood</h2>
        <div class="buttons">
        <label class="field">across <select id="land-x"></select></label>
        <label class="field">up <select id="land-y"></select></label>
        </div>
        <canvas id="land" width="460" height="380" role="img" aria-label="the ranked metric around the current point, with its axes and colour scale"></canvas>
        <p id="land-note"></p>
        </section>
        <h2>Metrics</h2>
        <p class="chart-note" id="metrics-note"></p>
        <div class="scroll"><table id="metrics"><thead><tr><th>metric</th><th>this case</th><th>change</th><th>holds?</th><th>baseline</th></tr></thead><tbody></tbody></table></div>
        <h2>Out</h2>
        <div class="buttons">
        <label class="field">target <select id="target"></select></label>
        <button type="button" id="export">Export</button>
        <button type="button" id="copy">Copy</button>
        </div>
        <textarea id="exported" readonly rows="8" aria-label="exported text"></textarea>
        <div class="buttons">
        <button type="button" id="save-scenario">Save as scenario</button>
        <button type="button" id="save-grid">Save as grid</button>
        </div>
        </section>
        </main>
        <script src="/app.js"></script>
        </body>
        </html>

        """

    /// The page's style: the report player's (`MotionPlayer.css`), then the page's own.
    static let style =
        MotionPlayer.css + """
            body { font: 15px/1.45 system-ui, sans-serif; margin: 0; padding: 12px 16px 32px; color: #222; }
            h1 { font-size: 20px; margin: 0 0 4px; overflow-wrap: anywhere; }
            h1 span { font-weight: normal; color: #555; font-size: 15px; }
            h2 { font-size: 16px; margin: 16px 0 8px; }
            #status { color: #555; margin: 4px 0; min-height: 1.4em; overflow-wrap: anywhere; }
            #status.error { color: #b00020; }
            #verdict { margin: 4px 0; padding: 6px 10px; border-left: 4px solid #0072b2; background: #f3f7fb; overflow-wrap: anywhere; }
            main { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; }
            @media (min-width: 900px) { main { grid-template-columns: minmax(260px, 360px) minmax(0, 1fr); } }
            .field { display: flex; gap: 8px; align-items: center; margin: 0 0 8px; }
            .control { margin: 0 0 10px; }
            .group { margin: 0 0 8px; }
            .group summary { font-weight: 600; cursor: pointer; min-height: 32px; line-height: 32px; }
            .control small { color: #666; }
            .control label { display: flex; justify-content: space-between; gap: 8px; font-size: 13px; overflow-wrap: anywhere; }
            .control output { font-variant-numeric: tabular-nums; }
            .control input[type=range] { width: 100%; min-height: 32px; margin: 0; }
            select, button { font: inherit; min-height: 44px; }
            button { border: 1px solid #888; border-radius: 6px; background: #fff; padding: 0 12px; }
            button[aria-pressed="true"] { background: #0072b2; color: #fff; border-color: #0072b2; }
            .buttons { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0; align-items: center; }
            .player { margin: 0; }
            .player-stage { flex: 1 1 90px; max-width: 360px; }
            .player-stage canvas { touch-action: none; cursor: crosshair; }
            .hint { color: #555; font-size: 13px; margin: 4px 0; }
            .scroll { overflow-x: auto; }
            table { border-collapse: collapse; font-size: 13px; width: 100%; }
            th, td { border-bottom: 1px solid #e2e2e2; padding: 4px 8px; text-align: right; font-variant-numeric: tabular-nums; }
            th:first-child, td:first-child { text-align: left; }
            @media (max-width: 600px) { table { font-size: 12px; } th, td { padding: 3px 3px; } }
            td.changed { color: #555; }
            td.value, td.pinned, td.baseline { white-space: nowrap; }
            td.worse { color: #b00020; }
            td.better { color: #007a4d; }
            .sweep-chart { margin: 0 0 16px; }
            .sweep-chart svg { display: block; max-width: 100%; height: auto; }
            .sweep-chart figcaption, .chart-note { font-size: 13px; color: #555; overflow-wrap: anywhere; }
            #land { display: block; width: 100%; max-width: 460px; height: auto; }
            #land-note { font-size: 13px; color: #555; }
            textarea { width: 100%; box-sizing: border-box; font: 12px/1.4 ui-monospace, monospace; }

            """
}
