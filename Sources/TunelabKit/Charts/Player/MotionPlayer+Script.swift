extension MotionPlayer {
    /// Card fills (light tints of the Okabe–Ito colours) and their outlines, by colour key.
    static let fills = ["#cfe3f2", "#f6d2bd", "#c8eadf", "#f0d5e6", "#f9e3b8", "#d3ecf8", "#dedede"]
    static let strokes = ChartStyle.series

    /// The players' style: stages side by side, wrapping on narrow screens; 44 px touch targets.
    static let css = """
        .player { border: 1px solid #e2e2e2; border-radius: 8px; padding: 8px 12px 12px; margin: 0 0 16px; }
        .player h3 { font-size: 16px; margin: 4px 0 8px; }
        .player-stages { display: flex; flex-wrap: wrap; gap: 12px; }
        .player-stage { flex: 1 1 300px; max-width: 480px; margin: 0; }
        .player-stage canvas { display: block; width: 100%; height: auto; border: 1px solid #999; border-radius: 6px; background: #eef1f4; }
        .player-stage figcaption { font-size: 13px; color: #333; margin-top: 4px; }
        .player-readout { font-variant-numeric: tabular-nums; color: #555; }
        .player-controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 10px; }
        .player-controls button { min-width: 44px; min-height: 44px; font: inherit; border: 1px solid #888; border-radius: 6px; background: #fff; padding: 0 12px; }
        .player-controls button[aria-pressed="true"] { background: #0072b2; color: #fff; border-color: #0072b2; }
        .player-scrub-label { display: flex; align-items: center; gap: 6px; flex: 1 1 160px; font-size: 13px; }
        .player-scrub { flex: 1 1 auto; min-width: 0; min-height: 44px; }
        .filmstrip { margin: 12px 0 0; }
        @media print { .player-stages, .player-controls { display: none; } }

        """

    /// The one painter of motion players, static reports' and `tunelab serve`'s alike:
    /// `window.tunelabPlayer(root, data)` brings the player block `root` to life on `data` (the
    /// JSON of `data(clips:stage:)`) and returns `{load: function (data), hold, resume}`:
    /// `load` repaints the same block on new data (the canvases and readouts under `root` are
    /// looked up again, so a page may change them first); `hold` stops painting until the next
    /// `load` or `resume` (`tunelab serve` holds while a changed point is being simulated: a frame painted
    /// then would only show the old point, and on a software-rendered page each costs a few
    /// milliseconds the new point waits for). A 60 Hz timer advances the time (×1 or ×¼), each clip shows
    /// its last frame at or before it, and the loop holds the end 0.6 s; the viewport sits in the
    /// middle of each canvas, what lies outside it dimmed. Starts paused when the reader asks for
    /// reduced motion. On load, every `[data-player]` of the page is brought to life on the
    /// JSON its attribute names.
    static var script: String {
        """
        (function () {
          'use strict';
          var FILLS = \(jsonList(fills)), STROKES = \(jsonList(strokes));
          function player(root, data) {
            var canvases = [], readouts = [];
            var play = root.querySelector('.player-play');
            var speeds = root.querySelectorAll('.player-speed');
            var scrub = root.querySelector('.player-scrub');
            var end = 0;
            var hold = 0.6, speed = 1, time = 0, last = null;
            var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
            var playing = !reduced, held = false;
            function load(next) {
              data = next;
              held = false;
              canvases = root.querySelectorAll('canvas');
              readouts = root.querySelectorAll('.player-readout');
              end = 0;
              data.clips.forEach(function (c) { if (c.t.length) { end = Math.max(end, c.t[c.t.length - 1]); } });
              if (scrub) { scrub.max = String(Math.round(end * 1000)); }
              if (time > end + hold) { time = 0; }
              draw();
            }
            function frameAt(clip, t) {
              var lo = 0, hi = clip.t.length - 1;
              if (hi < 0 || t < clip.t[0]) { return 0; }
              while (lo < hi) { var mid = (lo + hi + 1) >> 1; if (clip.t[mid] <= t) { lo = mid; } else { hi = mid - 1; } }
              return lo;
            }
            function paint(canvas, rects) {
              var ctx = canvas.getContext('2d');
              var mx = (canvas.width - data.w) / 2, my = (canvas.height - data.h) / 2;
              ctx.setTransform(1, 0, 0, 1, 0, 0);
              ctx.globalAlpha = 1;
              ctx.shadowColor = 'transparent';
              ctx.fillStyle = '#dfe3e8';
              ctx.fillRect(0, 0, canvas.width, canvas.height);
              ctx.fillStyle = '#eef1f4';
              ctx.fillRect(mx, my, data.w, data.h);
              ctx.setTransform(1, 0, 0, 1, mx, my);
              for (var j = 0; j + 9 < rects.length; j += 10) {
                var x = rects[j], y = rects[j + 1], w = rects[j + 2], h = rects[j + 3];
                var key = ((rects[j + 8] % FILLS.length) + FILLS.length) % FILLS.length;
                ctx.save();
                ctx.globalAlpha = Math.max(0, Math.min(1, rects[j + 5]));
                ctx.translate(x + w / 2, y + h / 2);
                ctx.rotate(rects[j + 4]);
                if (rects[j + 7] > 0) {
                  ctx.shadowColor = 'rgba(0,0,0,' + Math.min(1, rects[j + 7]) + ')';
                  ctx.shadowBlur = 24; ctx.shadowOffsetY = 8;
                }
                ctx.fillStyle = FILLS[key];
                ctx.fillRect(-w / 2, -h / 2, w, h);
                ctx.shadowColor = 'transparent';
                ctx.lineWidth = 3;
                ctx.strokeStyle = rects[j + 9] ? '#d55e00' : STROKES[key];
                if (rects[j + 9]) { ctx.setLineDash([10, 6]); }
                ctx.strokeRect(-w / 2, -h / 2, w, h);
                ctx.setLineDash([]);
                ctx.fillStyle = '#222';
                ctx.font = '28px system-ui, sans-serif';
                ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
                ctx.fillText(String(rects[j + 8]), 0, 0);
                ctx.restore();
              }
              ctx.setTransform(1, 0, 0, 1, 0, 0);
              ctx.globalAlpha = 1;
              ctx.shadowColor = 'transparent';
              ctx.fillStyle = 'rgba(223,227,232,0.6)';
              ctx.beginPath();
              ctx.rect(0, 0, canvas.width, canvas.height);
              ctx.rect(mx, my, data.w, data.h);
              ctx.fill('evenodd');
              ctx.lineWidth = 2;
              ctx.strokeStyle = '#555';
              ctx.strokeRect(mx, my, data.w, data.h);
            }
            function draw() {
              var t = Math.min(time, end);
              data.clips.forEach(function (clip, k) {
                var i = frameAt(clip, t);
                if (canvases[k]) { paint(canvases[k], clip.f[i] || []); }
                if (readouts[k]) {
                  readouts[k].textContent = 'frame ' + (i * clip.s) + ' · ' + (clip.t[i] || 0).toFixed(3) + ' s · ' + (data.phases[clip.p[i]] || '');
                }
                if (k === 0) { root.setAttribute('data-player-frame', String(i * clip.s)); }
              });
              if (scrub) { scrub.value = String(Math.round(t * 1000)); }
            }
            function setPlaying(on) {
              playing = on;
              if (!play) { return; }
              play.textContent = on ? 'Pause' : 'Play';
              play.setAttribute('aria-pressed', on ? 'true' : 'false');
            }
            function tick() {
              var now = performance.now();
              if (last !== null && playing) {
                time += (now - last) / 1000 * speed;
                if (time > end + hold) { time = 0; }
              }
              last = now;
              if (!held) { draw(); }
              setTimeout(tick, 1000 / 60);
            }
            if (play) { play.addEventListener('click', function () { if (time >= end) { time = 0; } setPlaying(!playing); }); }
            Array.prototype.forEach.call(speeds, function (b) {
              b.addEventListener('click', function () {
                speed = parseFloat(b.getAttribute('data-speed'));
                Array.prototype.forEach.call(speeds, function (o) { o.setAttribute('aria-pressed', o === b ? 'true' : 'false'); });
              });
            });
            if (scrub) { scrub.addEventListener('input', function () { setPlaying(false); time = parseInt(scrub.value, 10) / 1000; draw(); }); }
            load(data);
            setPlaying(playing);
            tick();
            // hold(): stop painting (the time still runs) until the next load — a page about to
            // load new data spares the frames it would spend on the old.
            return { load: load, hold: function () { held = true; }, resume: function () { held = false; } };
          }
          window.tunelabPlayer = player;
          var players = document.querySelectorAll('[data-player]');
          for (var n = 0; n < players.length; n++) {
            player(players[n], JSON.parse(document.getElementById(players[n].getAttribute('data-player')).textContent));
          }
        })();

        """
    }

    static func jsonList(_ items: [String]) -> String { "[" + items.map(jsonString).joined(separator: ",") + "]" }
}
