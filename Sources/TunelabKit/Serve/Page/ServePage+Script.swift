extension ServePage {
    /// The page's script: builds the controls from `/api/state`, keeps one simulation in
    /// flight (a change made meanwhile is sent when it returns: the latest wins), plays the
    /// baseline, the pinned point (A/B) and the current point in step on canvases drawn as
    /// `MotionPlayer` draws them, fills the metrics table, polls `/api/state` to pick up a
    /// changed input file, exports and saves; for a grid, draws the neighbourhood of two keys
    /// around the point when a slider is released, with the point as a ring. Only the keys the user moved are sent, so the
    /// first answer is the baseline itself. For tests and the latency benchmark it keeps
    /// `window.tunelabServe` (the last answer, and each change-to-paint delay in ms) and
    /// `data-ticket` on `<body>`.
    static var script: String {
        #"""
        (function () {
          'use strict';
          var FILLS = \#(MotionPlayer.jsonList(MotionPlayer.fills)), STROKES = \#(MotionPlayer.jsonList(MotionPlayer.strokes));
          var live = { last: null, latencies: [], errors: 0 };
          window.tunelabServe = live;
          var state = null, values = {}, caseIndex = 0, ticket = 0, inFlight = false, dirty = false;
          var client = String(Math.random()).slice(2) + String(Date.now());
          var changedAt = 0, pinned = null, clips = [], phases = [], time = 0, end = 0, playing = true, speed = 1, lastTick = null;
          var drawn = null, drawing = null, horizontal = false;
          function withGesture(body) { if (drawn) { body.gesture = drawn; } return body; }
          function $(id) { return document.getElementById(id); }
          function say(text, bad) { $('status').textContent = text; $('status').className = bad ? 'error' : ''; }
          function post(path, body) {
            return fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })
              .then(function (r) { return r.json().then(function (j) { if (!r.ok) { var e = new Error(j.error || ('HTTP ' + r.status)); e.status = r.status; throw e; } return j; }); });
          }
          function text(x) { return typeof x === 'number' ? String(x) : String(x); }
          function build(s) {
            state = s; values = {}; drawn = null;
            $('source').textContent = s.file;
            $('question').textContent = s.question || '';
            var cases = $('case'); cases.textContent = '';
            s.cases.forEach(function (name, i) { var o = document.createElement('option'); o.value = String(i); o.textContent = name; cases.appendChild(o); });
            if (caseIndex >= s.cases.length) { caseIndex = 0; }
            cases.value = String(caseIndex);
            var targets = $('target'); targets.textContent = '';
            s.targets.forEach(function (name) { var o = document.createElement('option'); o.value = name; o.textContent = name; targets.appendChild(o); });
            var box = $('controls'); box.textContent = '';
            s.controls.forEach(function (c, i) {
              var div = document.createElement('div'); div.className = 'control';
              var label = document.createElement('label'); label.htmlFor = 'control-' + i;
              var name = document.createElement('span'); name.textContent = c.key;
              var out = document.createElement('output'); out.textContent = text(c.value);
              label.appendChild(name); label.appendChild(out); div.appendChild(label);
              var input;
              if (c.kind === 'range') {
                input = document.createElement('input'); input.type = 'range';
                input.min = String(c.min); input.max = String(c.max); input.step = String(c.step); input.value = String(c.value);
                input.addEventListener('input', function () {
                  var x = parseFloat(input.value);
                  values[c.key] = x; out.textContent = text(x); changed(); drawLand();
                });
                input.addEventListener('change', neighbourhood);
              } else {
                input = document.createElement('select');
                c.choices.forEach(function (v, k) { var o = document.createElement('option'); o.value = String(k); o.textContent = text(v); if (v === c.value) { o.selected = true; } input.appendChild(o); });
                input.addEventListener('change', function () { var v = c.choices[parseInt(input.value, 10)]; values[c.key] = v; out.textContent = text(v); changed(); });
              }
              input.id = 'control-' + i; input.setAttribute('data-key', c.key);
              div.appendChild(input); box.appendChild(div);
            });
            setupLandscape();
            say(s.error ? 'the input no longer loads (showing the last good one): ' + s.error : 'ready', !!s.error);
          }
          function changed() { changedAt = performance.now(); simulate(); }
          var landBusy = false, landAgain = false, land = null;
          function numericKeys() { return state ? state.controls.filter(function (c) { return c.kind === 'range'; }).map(function (c) { return c.key; }) : []; }
          function setupLandscape() {
            var keys = numericKeys();
            var show = state.source !== 'scenario' && keys.length >= 2;
            $('landscape').hidden = !show;
            if (!show) { return; }
            ['land-x', 'land-y'].forEach(function (id, n) {
              var sel = $(id); sel.textContent = '';
              keys.forEach(function (k) { var o = document.createElement('option'); o.value = k; o.textContent = k; sel.appendChild(o); });
              sel.value = keys[n];
            });
          }
          function neighbourhood() {
            if ($('landscape').hidden) { return; }
            if (landBusy) { landAgain = true; return; }
            landBusy = true; landAgain = false;
            var t0 = performance.now();
            post('/api/neighbourhood', { values: values, 'case': caseIndex, x: $('land-x').value, y: $('land-y').value, size: 32 })
              .then(function (n) {
                land = n; live.neighbourhoodMs = (live.neighbourhoodMs || []).concat([performance.now() - t0]);
                drawLand();
                $('land-note').textContent = n.metric + (n.unit ? ' (' + n.unit + ')' : '') + ' over ' + n.points + ' points, darker is lower (better); the ring is the current point';
              })
              .catch(function (e) { say(e.message, true); })
              .then(function () { landBusy = false; if (landAgain) { neighbourhood(); } });
          }
          function current(key) {
            if (values[key] !== undefined) { return values[key]; }
            var c = state.controls.filter(function (c) { return c.key === key; })[0];
            return c ? c.value : 0;
          }
          function drawLand() {
            if (!land) { return; }
            var cv = $('land'), ctx = cv.getContext('2d'), nx = land.x.values.length, ny = land.y.values.length;
            var lo = Infinity, hi = -Infinity;
            land.cells.forEach(function (v) { if (v !== null) { lo = Math.min(lo, Math.abs(v)); hi = Math.max(hi, Math.abs(v)); } });
            var w = cv.width / nx, h = cv.height / ny;
            ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, cv.width, cv.height);
            for (var j = 0; j < ny; j++) {
              for (var i = 0; i < nx; i++) {
                var v = land.cells[j * nx + i];
                if (v === null) { continue; }
                var f = hi > lo ? (Math.abs(v) - lo) / (hi - lo) : 0;
                ctx.fillStyle = 'rgb(' + Math.round(40 + 215 * f) + ',' + Math.round(30 + 200 * f) + ',' + Math.round(90 + 40 * f) + ')';
                ctx.fillRect(i * w, cv.height - (j + 1) * h, Math.ceil(w), Math.ceil(h));
              }
            }
            function place(axis, x) { var v = axis.values, a = v[0], b = v[v.length - 1]; return b > a ? (x - a) / (b - a) : 0; }
            var px = place(land.x, current(land.x.key)) * (cv.width - w) + w / 2, py = cv.height - (place(land.y, current(land.y.key)) * (cv.height - h) + h / 2);
            ctx.strokeStyle = '#d55e00'; ctx.lineWidth = 3; ctx.beginPath(); ctx.arc(px, py, 8, 0, 2 * Math.PI); ctx.stroke();
          }
          function simulate() {
            if (inFlight) { dirty = true; return; }
            inFlight = true; dirty = false; ticket += 1;
            var since = changedAt;
            document.body.setAttribute('data-busy', '1');
            post('/api/simulate', withGesture({ values: values, 'case': caseIndex, client: client, ticket: ticket }))
              .then(function (p) { show(p, since); })
              .catch(function (e) { if (e.status !== 409) { say(e.message, true); } })
              .then(function () { inFlight = false; if (dirty) { simulate(); } else { document.body.removeAttribute('data-busy'); } });
          }
          function show(p, since) {
            horizontal = !!p.horizontal;
            live.last = p;
            document.body.setAttribute('data-ticket', String(p.ticket));
            var rows = $('metrics').tBodies[0]; rows.textContent = '';
            p.metrics.forEach(function (m) {
              var tr = document.createElement('tr'); tr.setAttribute('data-metric', m.name);
              var holds = m.status === 'worse' ? 'no: worse' : m.status === 'better' ? 'yes: better' : 'yes';
              // The current value and whether it holds come first: on a phone they are what shows.
              [m.name + (m.unit && m.unit !== 'count' ? ' (' + m.unit + ')' : ''), m.value, m.change, holds, m.baseline].forEach(function (v, k) {
                var td = document.createElement('td'); td.textContent = v;
                if (k === 1) { td.className = 'value'; }
                if (k === 3) { td.className = m.status; }
                tr.appendChild(td);
              });
              rows.appendChild(tr);
            });
            setClips(p.player);
            say('frames ' + p.frames + ' · case ' + state.cases[p['case']] + (pinned ? ' · A pinned' : ''), false);
            if (since > 0) { requestAnimationFrame(function () { live.latencies.push(performance.now() - since); }); }
          }
          function setClips(data) {
            if (!data) { clips = []; stages(); return; }
            phases = data.phases;
            var list = [data.clips[0]];
            if (pinned) { list.push(pinned); }
            list.push(data.clips[1]);
            clips = list.map(function (c) { return { label: c.label, s: c.s, t: c.t, p: c.p.map(function (k) { return data.phases[k]; }), f: c.f }; });
            if (pinned) { clips[1] = pinned; }
            end = 0; clips.forEach(function (c) { if (c.t.length) { end = Math.max(end, c.t[c.t.length - 1]); } });
            stages(data.w, data.h);
          }
          function stages(w, h) {
            var box = $('stages');
            var figures = box.querySelectorAll('figure');
            if (figures.length !== clips.length || (w && box.getAttribute('data-size') !== w + 'x' + h)) {
              box.textContent = '';
              box.setAttribute('data-size', w + 'x' + h);
              clips.forEach(function () {
                var f = document.createElement('figure'); f.className = 'player-stage';
                var c = document.createElement('canvas'); c.width = w || 1; c.height = h || 1;
                var cap = document.createElement('figcaption');
                f.appendChild(c); f.appendChild(cap); box.appendChild(f);
              });
            }
          }
          function frameAt(clip, t) {
            var lo = 0, hi = clip.t.length - 1;
            if (hi < 0 || t < clip.t[0]) { return 0; }
            while (lo < hi) { var mid = (lo + hi + 1) >> 1; if (clip.t[mid] <= t) { lo = mid; } else { hi = mid - 1; } }
            return lo;
          }
          function paint(canvas, rects) {
            var ctx = canvas.getContext('2d');
            ctx.setTransform(1, 0, 0, 1, 0, 0); ctx.globalAlpha = 1; ctx.shadowColor = 'transparent';
            ctx.fillStyle = '#eef1f4'; ctx.fillRect(0, 0, canvas.width, canvas.height);
            for (var j = 0; j + 9 < rects.length; j += 10) {
              var x = rects[j], y = rects[j + 1], w = rects[j + 2], h = rects[j + 3];
              var key = ((rects[j + 8] % FILLS.length) + FILLS.length) % FILLS.length;
              ctx.save();
              ctx.globalAlpha = Math.max(0, Math.min(1, rects[j + 5]));
              ctx.translate(x + w / 2, y + h / 2); ctx.rotate(rects[j + 4]);
              if (rects[j + 7] > 0) { ctx.shadowColor = 'rgba(0,0,0,' + Math.min(1, rects[j + 7]) + ')'; ctx.shadowBlur = 24; ctx.shadowOffsetY = 8; }
              ctx.fillStyle = FILLS[key]; ctx.fillRect(-w / 2, -h / 2, w, h);
              ctx.shadowColor = 'transparent'; ctx.lineWidth = 3;
              ctx.strokeStyle = rects[j + 9] ? '#d55e00' : STROKES[key];
              ctx.strokeRect(-w / 2, -h / 2, w, h);
              ctx.fillStyle = '#222'; ctx.font = '28px system-ui, sans-serif'; ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
              ctx.fillText(String(rects[j + 8]), 0, 0);
              ctx.restore();
            }
          }
          function tick() {
            var now = performance.now();
            if (lastTick !== null && playing) { time += (now - lastTick) / 1000 * speed; if (time > end + 0.6) { time = 0; } }
            lastTick = now;
            var t = Math.min(time, end);
            var canvases = $('stages').querySelectorAll('canvas'), captions = $('stages').querySelectorAll('figcaption');
            clips.forEach(function (clip, k) {
              var i = frameAt(clip, t);
              if (canvases[k]) { paint(canvases[k], clip.f[i] || []); }
              if (captions[k]) { captions[k].textContent = clip.label + ' · frame ' + (i * clip.s) + ' · ' + (clip.t[i] || 0).toFixed(3) + ' s · ' + (clip.p[i] || ''); }
              if (k === clips.length - 1) { $('player').setAttribute('data-player-frame', String(i * clip.s)); }
            });
            setTimeout(tick, 1000 / 60);
          }
          function poll() {
            fetch('/api/state', { credentials: 'same-origin' }).then(function (r) { return r.json(); }).then(function (s) {
              if (state && s.version !== state.version) { build(s); say('the input file changed: reloaded', false); changed(); neighbourhood(); }
              else if (s.error) { say('the input no longer loads (showing the last good one): ' + s.error, true); }
            }).catch(function () { say('the server is not answering', true); }).then(function () { setTimeout(poll, 1500); });
          }
          $('case').addEventListener('change', function () {
            if ($('case').value === 'drawn') { if (!drawn) { return; } } else { drawn = null; caseIndex = parseInt($('case').value, 10); }
            changed(); neighbourhood();
          });
          // A gesture drawn on a player: the pointer's path along the scroll axis, in points
          // (canvas pixels are points), at most 2000 samples; it replays through both points.
          $('stages').addEventListener('pointerdown', function (e) {
            var c = e.target;
            if (!c || c.tagName !== 'CANVAS') { return; }
            e.preventDefault();
            c.setPointerCapture(e.pointerId);
            var r = c.getBoundingClientRect();
            drawing = { k: horizontal ? c.width / r.width : c.height / r.height, t0: e.timeStamp, p0: horizontal ? e.clientX : e.clientY, samples: [[0, 0]] };
          });
          $('stages').addEventListener('pointermove', function (e) {
            if (!drawing || drawing.samples.length >= 2000) { return; }
            var t = Math.round((e.timeStamp - drawing.t0) * 10) / 10000, last = drawing.samples[drawing.samples.length - 1];
            if (!(t > last[0])) { return; }
            var x = Math.round(((horizontal ? e.clientX : e.clientY) - drawing.p0) * drawing.k * 100) / 100;
            drawing.samples.push([t, x]);
          });
          $('stages').addEventListener('pointerup', function () {
            var samples = drawing ? drawing.samples : [];
            drawing = null;
            if (samples.length < 2 || !samples.some(function (s) { return s[1] !== 0; })) { return; }  // a tap draws nothing
            drawn = samples;
            var sel = $('case'), o = sel.querySelector('option[value="drawn"]');
            if (!o) { o = document.createElement('option'); o.value = 'drawn'; o.textContent = 'drawn on the player'; sel.appendChild(o); }
            sel.value = 'drawn';
            changed();
          });
          $('stages').addEventListener('pointercancel', function () { drawing = null; });
          $('land-x').addEventListener('change', neighbourhood);
          $('land-y').addEventListener('change', neighbourhood);
          $('pin').addEventListener('click', function () {
            if (!live.last || !live.last.player) { return; }
            var c = live.last.player.clips[1], ph = live.last.player.phases;
            pinned = { label: 'A (pinned)', s: c.s, t: c.t, p: c.p.map(function (k) { return ph[k]; }), f: c.f };
            $('unpin').disabled = false; setClips(live.last.player);
          });
          $('unpin').addEventListener('click', function () { pinned = null; $('unpin').disabled = true; if (live.last) { setClips(live.last.player); } });
          $('reset').addEventListener('click', function () { build(state); changed(); });
          $('play').addEventListener('click', function () {
            playing = !playing; $('play').textContent = playing ? 'Pause' : 'Play'; $('play').setAttribute('aria-pressed', playing ? 'true' : 'false');
          });
          Array.prototype.forEach.call(document.querySelectorAll('.speed'), function (b) {
            b.addEventListener('click', function () {
              speed = parseFloat(b.getAttribute('data-speed'));
              Array.prototype.forEach.call(document.querySelectorAll('.speed'), function (o) { o.setAttribute('aria-pressed', o === b ? 'true' : 'false'); });
            });
          });
          $('export').addEventListener('click', function () {
            post('/api/export', withGesture({ values: values, 'case': caseIndex, target: $('target').value }))
              .then(function (j) { $('exported').value = j.text; say('exported ' + j.target, false); })
              .catch(function (e) { say(e.message, true); });
          });
          $('copy').addEventListener('click', function () {
            if (navigator.clipboard) { navigator.clipboard.writeText($('exported').value).then(function () { say('copied', false); }, function () { say('copy: select the text and copy it', false); }); }
          });
          ['scenario', 'grid'].forEach(function (kind) {
            $('save-' + kind).addEventListener('click', function () {
              post('/api/save', withGesture({ values: values, 'case': caseIndex, as: kind }))
                .then(function (j) { say('saved ' + j.saved, false); })
                .catch(function (e) { say(e.message, true); });
            });
          });
          if (window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches) { $('play').click(); }
          fetch('/api/state', { credentials: 'same-origin' }).then(function (r) {
            if (!r.ok) { throw new Error('not signed in: open the URL tunelab serve printed'); }
            return r.json();
          }).then(function (s) { build(s); simulate(); neighbourhood(); setTimeout(poll, 1500); }).catch(function (e) { say(e.message, true); });
          tick();
        })();

        """#
    }
}
