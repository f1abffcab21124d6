extension ServePage {
    /// `/app.js`: the report's player script (`MotionPlayer.script`, the one painter), then the
    /// page's own (`pageScript`).
    static var script: String { MotionPlayer.script + pageScript }

    /// The page's own script: builds the controls from `/api/state`, keeps one simulation in
    /// flight (a change made meanwhile is sent when it returns: the latest wins), plays the
    /// baseline, the pinned point (A/B) and the current point in step through
    /// `window.tunelabPlayer` (the report's painter), fills the metrics table, polls `/api/state`
    /// to pick up a changed input file, exports and saves. It draws the sweep's charts from
    /// `/api/charts` once per model version and moves their cursors itself on every change (no
    /// request); for a grid, it draws the neighbourhood of two keys around the point when a
    /// slider is released, the point's nearest cell marked. Only the keys the user moved are
    /// sent, so the first answer is the baseline itself. For tests and the latency benchmark it
    /// keeps `window.tunelabServe` (the last request and answer, the charts, and each change-to-paint delay in ms) and
    /// `data-ticket` on `<body>`.
    static var pageScript: String {
        #"""
        (function () {
          'use strict';
          var live = { last: null, latencies: [], errors: 0 };
          window.tunelabServe = live;
          var state = null, values = {}, caseIndex = 0, ticket = 0, inFlight = false, dirty = false;
          var client = String(Math.random()).slice(2) + String(Date.now());
          var changedAt = 0, pinnedValues = null, painter = null;
          var drawn = null, drawing = null, horizontal = false;
          function withGesture(body) { if (drawn) { body.gesture = drawn; } return body; }
          // The point's own case: the case chosen, or the drawn gesture in its place.
          function caseName() { return drawn ? 'drawn gesture' : state.cases[caseIndex]; }
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
            // Grouped by the key's first component, the layout's group first; with many
            // controls, only the layout's group starts open.
            var groups = {}, order = [];
            s.controls.forEach(function (c, i) {
              var g = c.group || 'other';
              if (!groups[g]) { groups[g] = []; order.push(g); }
              groups[g].push(i);
            });
            order.sort(function (a, b) { return (b === 'layout') - (a === 'layout'); });
            var bodies = {};
            order.forEach(function (g, n) {
              var d = document.createElement('details'); d.className = 'group'; d.setAttribute('data-group', g);
              d.open = n === 0 || s.controls.length <= 12;
              var sum = document.createElement('summary'); sum.textContent = g + ' (' + groups[g].length + ')';
              d.appendChild(sum); box.appendChild(d); bodies[g] = d;
            });
            s.controls.forEach(function (c, i) {
              var div = document.createElement('div'); div.className = 'control';
              var label = document.createElement('label'); label.htmlFor = 'control-' + i; label.title = c.key;
              var name = document.createElement('span'); name.textContent = c.label || c.key;
              if (c.within) { var w = document.createElement('small'); w.textContent = ' ' + c.within; name.appendChild(w); }
              var out = document.createElement('output'); out.textContent = text(c.value);
              label.appendChild(name); label.appendChild(out); div.appendChild(label);
              var input;
              if (c.kind === 'range') {
                input = document.createElement('input'); input.type = 'range';
                input.min = String(c.min); input.max = String(c.max); input.step = String(c.step); input.value = String(c.value);
                input.addEventListener('input', function () {
                  var x = parseFloat(input.value);
                  values[c.key] = x; out.textContent = text(x); changed(); drawLand(); markCharts();
                });
                input.addEventListener('change', neighbourhood);
              } else {
                input = document.createElement('select');
                c.choices.forEach(function (v, k) { var o = document.createElement('option'); o.value = String(k); o.textContent = text(v); if (v === c.value) { o.selected = true; } input.appendChild(o); });
                input.addEventListener('change', function () { var v = c.choices[parseInt(input.value, 10)]; values[c.key] = v; out.textContent = text(v); changed(); markCharts(); });
              }
              input.id = 'control-' + i; input.setAttribute('data-key', c.key);
              div.appendChild(input); bodies[c.group || 'other'].appendChild(div);
            });
            // A results folder's best point (rank 1 of its summary.csv): the button sets every
            // control there, a continuous key's value exactly (between the slider's steps).
            $('best').hidden = !s.best;
            $('best').textContent = s.best ? 'Best point (' + s.best.point + ')' : '';
            $('best').title = s.best ? 'rank 1 of summary.csv: ' + Object.keys(s.best.ranked).map(function (m) { return m + ' ' + s.best.ranked[m]; }).join(', ') : '';
            setupLandscape();
            say(s.error ? 'the input no longer loads (showing the last good one): ' + s.error : 'ready', !!s.error);
          }
          function changed() { changedAt = performance.now(); if (painter) { painter.hold(); } simulate(); }
          var landBusy = false, landAgain = false, land = null;
          function numericKeys() { return state ? state.controls.filter(function (c) { return c.kind === 'range'; }).map(function (c) { return c.key; }) : []; }
          function setupLandscape() {
            var keys = numericKeys();
            var show = state.source !== 'scenario' && keys.length >= 2;
            $('landscape').hidden = !show;
            if (!show) { return; }
            ['land-x', 'land-y'].forEach(function (id, n) {
              var sel = $(id); sel.textContent = '';
              keys.forEach(function (k) {
                var c = state.controls.filter(function (c) { return c.key === k; })[0];
                var o = document.createElement('option'); o.value = k; o.textContent = c && c.label ? c.label : k; o.title = k; sel.appendChild(o);
              });
              sel.value = keys[n];
            });
          }
          function neighbourhood() {
            if ($('landscape').hidden) { return; }
            if (landBusy) { landAgain = true; return; }
            landBusy = true; landAgain = false;
            var t0 = performance.now();
            post('/api/neighbourhood', withGesture({ values: values, 'case': caseIndex, x: $('land-x').value, y: $('land-y').value, size: 32 }))
              .then(function (n) {
                land = n; live.neighbourhoodMs = (live.neighbourhoodMs || []).concat([performance.now() - t0]);
                drawLand();
                $('land-note').textContent = n.title + ' (' + n.metric + ') over ' + n.points + ' points, ranked: ' + (drawn ? 'the drawn gesture' : ranked().replace('ranked: ', '')) + '; colour' + (live.landScale && live.landScale.log ? ' (log scale: the values span a decade or more)' : '') + ': dark purple = low (better), yellow = high (viridis, as the report\'s heat maps); outlined: the current point\'s nearest cell' + (pinnedValues ? ', dashed: A' : '');
              })
              .catch(function (e) { say(e.message, true); })
              .then(function () { landBusy = false; if (landAgain) { neighbourhood(); } });
          }
          function current(key, from) {
            from = from || values;
            if (from[key] !== undefined) { return from[key]; }
            var c = state.controls.filter(function (c) { return c.key === key; })[0];
            return c ? c.value : 0;
          }
          // The neighbourhood on a canvas: the cells in the plot area, the keys' axes with ticks
          // (plain names, values at 4 significant digits), and a colour scale in the report's
          // palette (viridis: dark purple = low, yellow = high) with its range.
          var LAND = { left: 58, top: 10, w: 300, h: 300, bar: 16 };
          function fmt(v) { return String(Number(Number(v).toPrecision(4))); }
          function paletteAt(f) {
            var p = land.palette, x = Math.max(0, Math.min(1, f)) * (p.length - 1), i = Math.min(p.length - 2, Math.floor(x)), t = x - i;
            function rgb(h) { return [1, 3, 5].map(function (k) { return parseInt(h.substr(k, 2), 16); }); }
            var a = rgb(p[i]), b = rgb(p[i + 1]);
            return 'rgb(' + a.map(function (c, k) { return Math.round(c + (b[k] - c) * t); }).join(',') + ')';
          }
          function drawLand() {
            if (!land) { return; }
            var cv = $('land'), ctx = cv.getContext('2d'), nx = land.x.values.length, ny = land.y.values.length;
            var L = LAND, lo = Infinity, hi = -Infinity;
            land.cells.forEach(function (v) { if (v !== null) { lo = Math.min(lo, Math.abs(v)); hi = Math.max(hi, Math.abs(v)); } });
            var w = L.w / nx, h = L.h / ny, bottom = L.top + L.h;
            // Colours by log10 |value| when the values span a decade or more (as the optimize
            // sample map's), so one wild cell does not paint the rest one colour.
            var log = lo > 0 && hi / lo >= 10;
            function level(v) {
              var a = Math.abs(v);
              if (!(hi > lo)) { return 0; }
              return log ? Math.log(a / lo) / Math.log(hi / lo) : (a - lo) / (hi - lo);
            }
            ctx.setTransform(1, 0, 0, 1, 0, 0);
            ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, cv.width, cv.height);
            for (var j = 0; j < ny; j++) {
              for (var i = 0; i < nx; i++) {
                var v = land.cells[j * nx + i];
                if (v === null) { continue; }
                ctx.fillStyle = paletteAt(level(v));
                ctx.fillRect(L.left + i * w, bottom - (j + 1) * h, Math.ceil(w), Math.ceil(h));
              }
            }
            ctx.strokeStyle = '#555'; ctx.lineWidth = 1; ctx.strokeRect(L.left - 0.5, L.top - 0.5, L.w + 1, L.h + 1);
            // Ticks: first, middle and last value of each key.
            ctx.fillStyle = '#222'; ctx.font = '12px system-ui, sans-serif';
            function ticks(n) { return n > 2 ? [0, Math.floor((n - 1) / 2), n - 1] : [0, n - 1]; }
            ctx.textAlign = 'center'; ctx.textBaseline = 'top';
            ticks(nx).forEach(function (i) {
              var x = L.left + (i + 0.5) * w;
              ctx.fillRect(x - 0.5, bottom, 1, 5);
              ctx.fillText(fmt(land.x.values[i]), x, bottom + 7);
            });
            ctx.fillText(land.xLabel || land.x.key, L.left + L.w / 2, bottom + 24);
            ctx.textAlign = 'right'; ctx.textBaseline = 'middle';
            ticks(ny).forEach(function (j) {
              var y = bottom - (j + 0.5) * h;
              ctx.fillRect(L.left - 5, y - 0.5, 5, 1);
              ctx.fillText(fmt(land.y.values[j]), L.left - 7, y);
            });
            ctx.save(); ctx.translate(12, L.top + L.h / 2); ctx.rotate(-Math.PI / 2); ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
            ctx.fillText(land.yLabel || land.y.key, 0, 0); ctx.restore();
            // The colour scale: low at the bottom, high at the top, with the range's values.
            var bx = L.left + L.w + 18;
            for (var k = 0; k < L.h; k++) { ctx.fillStyle = paletteAt(1 - k / (L.h - 1)); ctx.fillRect(bx, L.top + k, L.bar, 1); }
            ctx.strokeStyle = '#555'; ctx.strokeRect(bx - 0.5, L.top - 0.5, L.bar + 1, L.h + 1);
            ctx.fillStyle = '#222'; ctx.textAlign = 'left'; ctx.textBaseline = 'middle';
            if (hi >= lo) {
              ctx.fillText(fmt(hi), bx + L.bar + 4, L.top + 6);
              ctx.fillText(fmt(lo), bx + L.bar + 4, bottom - 6);
              if (hi > lo) { ctx.fillText(fmt(log ? Math.sqrt(lo * hi) : (lo + hi) / 2), bx + L.bar + 4, L.top + L.h / 2); }
            }
            ctx.textAlign = 'center'; ctx.textBaseline = 'top';
            ctx.fillText(land.title || land.metric, L.left + L.w / 2, bottom + 42);
            live.landScale = { lo: lo, hi: hi, log: log, ticksX: ticks(nx).map(function (i) { return fmt(land.x.values[i]); }), ticksY: ticks(ny).map(function (j) { return fmt(land.y.values[j]); }) };
            function mark(from, colour, dash) {
              var i = nearest(land.x.values, current(land.x.key, from)).index, j = nearest(land.y.values, current(land.y.key, from)).index;
              if (i < 0 || j < 0) { return; }
              var x = L.left + i * w, y = bottom - (j + 1) * h;
              ctx.setLineDash(dash); ctx.lineWidth = 3; ctx.strokeStyle = '#ffffff';
              ctx.strokeRect(x + 1.5, y + 1.5, Math.max(1, w - 3), Math.max(1, h - 3));
              ctx.strokeStyle = colour; ctx.lineWidth = 2;
              ctx.strokeRect(x - 1, y - 1, w + 2, h + 2);
              ctx.setLineDash([]);
            }
            if (pinnedValues) { mark(pinnedValues, '#009e73', [4, 3]); }
            mark(values, '#d55e00', []);
          }
          // The index of the value of `list` (numbers or texts) equal to `v`, else the nearest
          // number's, with `exact` false ("between grid points"); -1 when nothing compares.
          function nearest(list, v) {
            var best = -1, gap = Infinity;
            for (var i = 0; i < list.length; i++) {
              var a = list[i];
              if (a === v || String(a) === String(v)) { return { index: i, exact: true }; }
              var x = typeof a === 'number' ? a : parseFloat(a), y = typeof v === 'number' ? v : parseFloat(v);
              if (isNaN(x) || isNaN(y)) { continue; }
              var d = Math.abs(x - y);
              if (d <= 1e-9 * Math.max(1, Math.abs(y))) { return { index: i, exact: true }; }
              if (d < gap) { gap = d; best = i; }
            }
            return { index: best, exact: false };
          }
          // The sweep's charts (`/api/charts`), drawn once per model version; their cursors move
          // on every change here, without a request.
          var charts = null;
          function loadCharts() {
            fetch('/api/charts', { credentials: 'same-origin' }).then(function (r) { return r.json(); }).then(function (c) {
              charts = c; live.charts = c; buildCharts(); markCharts();
            }).catch(function (e) { say(e.message, true); });
          }
          function svgNode(text) {
            var doc = new DOMParser().parseFromString(text, 'image/svg+xml');
            return document.importNode(doc.documentElement, true);
          }
          function svgElement(name, attributes) {
            var e = document.createElementNS('http://www.w3.org/2000/svg', name);
            Object.keys(attributes).forEach(function (k) { e.setAttribute(k, String(attributes[k])); });
            return e;
          }
          function num(e, name) { return parseFloat(e.getAttribute(name)); }
          function buildCharts() {
            var box = $('sweep-charts'); box.textContent = '';
            var show = !!charts && charts.source === 'results' && (charts.heatmaps.length > 0 || !!charts.pareto);
            $('sweep').hidden = !show;
            if (!show) { return; }
            $('sweep-note').textContent = 'From ' + charts.folder + '/results.csv. Outlined in vermillion: the current point; dashed green: A (pinned).';
            function figure(kind, index, svgText) {
              var f = document.createElement('figure'); f.className = 'sweep-chart'; f.setAttribute('data-kind', kind); f.setAttribute('data-index', String(index));
              var node = svgNode(svgText); f.appendChild(node);
              var cap = document.createElement('figcaption'); cap.className = 'cursor-note'; f.appendChild(cap);
              box.appendChild(f);
              return { svg: node, note: cap };
            }
            charts.heatmaps.forEach(function (h, k) {
              var made = figure('heatmap', k, h.svg);
              h.svgNode = made.svg; h.note = made.note;
              // The grid's geometry, from any cell: its column and row among the chart's values.
              var cell = made.svg.querySelector('rect.cell');
              if (cell) {
                var ix = h.xs.indexOf(cell.getAttribute('data-x')), iy = h.ys.indexOf(cell.getAttribute('data-y'));
                h.cellW = num(cell, 'width'); h.cellH = num(cell, 'height');
                h.left = num(cell, 'x') - ix * h.cellW; h.bottom = num(cell, 'y') + (iy + 1) * h.cellH;
              }
              h.layer = svgElement('g', { 'class': 'cursors' }); made.svg.appendChild(h.layer);
            });
            if (charts.pareto) {
              var p = charts.pareto, made = figure('pareto', 0, p.svg);
              p.svgNode = made.svg; p.note = made.note;
              p.byPoint = {}; p.points.forEach(function (q) { p.byPoint[q[0]] = q; });
              var frame = made.svg.querySelector('rect.plot');
              if (frame) {
                var xr = frame.getAttribute('data-x').split(' ').map(parseFloat), yr = frame.getAttribute('data-y').split(' ').map(parseFloat);
                p.place = function (x, y) {
                  return [num(frame, 'x') + (x - xr[0]) / (xr[1] - xr[0]) * num(frame, 'width'),
                    num(frame, 'y') + num(frame, 'height') - (y - yr[0]) / (yr[1] - yr[0]) * num(frame, 'height')];
                };
              }
              p.layer = svgElement('g', { 'class': 'cursors' }); made.svg.appendChild(p.layer);
            }
          }
          // The grid point of `from`'s values: its number (last key fastest) and whether every
          // value is one of the grid's (else the nearest on each key).
          // What a sweep chart's value is: `ranked: worst of 2 cases` (the grid's aggregate).
          function ranked() {
            var n = state.cases.length;
            return n > 1 ? 'ranked: ' + (state.aggregate || 'worst') + ' of ' + n + ' cases' : 'ranked: its one case';
          }
          function gridPoint(from) {
            var point = 0, exact = true;
            for (var a = 0; a < charts.axes.length; a++) {
              var axis = charts.axes[a], found = nearest(axis.values, current(axis.key, from));
              if (found.index < 0) { return null; }
              exact = exact && found.exact;
              point = point * axis.values.length + found.index;
            }
            return { point: point, exact: exact };
          }
          function markCharts() {
            if (!charts || charts.source !== 'results' || !state) { return; }
            var who = [{ from: values, name: 'current', colour: '#d55e00', dash: null }];
            if (pinnedValues) { who.unshift({ from: pinnedValues, name: 'A', colour: '#009e73', dash: '4 3' }); }
            charts.heatmaps.forEach(function (h) {
              if (!h.layer || h.cellW === undefined) { return; }
              h.layer.textContent = '';
              var words = [];
              who.forEach(function (m) {
                var i = nearest(h.xs, current(h.x, m.from)), j = nearest(h.ys, current(h.y, m.from));
                if (i.index < 0 || j.index < 0) { return; }
                var x = h.left + i.index * h.cellW, y = h.bottom - (j.index + 1) * h.cellH;
                h.layer.appendChild(svgElement('rect', { x: x - 2, y: y - 2, width: h.cellW + 4, height: h.cellH + 4, fill: 'none', stroke: '#ffffff', 'stroke-width': 5 }));
                var r = svgElement('rect', { 'class': 'cursor-' + m.name, 'data-column': i.index, 'data-row': j.index, x: x - 2, y: y - 2, width: h.cellW + 4, height: h.cellH + 4, fill: 'none', stroke: m.colour, 'stroke-width': 3 });
                if (m.dash) { r.setAttribute('stroke-dasharray', m.dash); }
                h.layer.appendChild(r);
                // The cell's own tooltip names its value (`x = …, y = …: metric = value`).
                var shown = h.svgNode.querySelector('rect.cell[data-x="' + CSS.escape(h.xs[i.index]) + '"][data-y="' + CSS.escape(h.ys[j.index]) + '"] title');
                var said = shown ? shown.textContent : h.x + ' = ' + h.xs[i.index] + ', ' + h.y + ' = ' + h.ys[j.index];
                // With more keys the chart is a slice (the other keys at the best point's values):
                // say so when the point's own other values differ.
                var g = gridPoint(m.from), cellPoint = shown ? shown.parentNode.getAttribute('data-point') : null;
                var slice = g && cellPoint !== null && String(g.point) !== cellPoint ? '; the other keys differ from this chart\'s slice' : '';
                words.push(m.name + ': ' + said + (i.exact && j.exact ? '' : ' (the nearest cell: between grid points)') + slice);
              });
              // The chart's cell is the ranked aggregate over the cases, not this case's value.
              h.note.textContent = ranked() + ': ' + words.join(' · ');
            });
            var p = charts.pareto;
            if (p && p.layer && p.place) {
              p.layer.textContent = '';
              var words = [];
              who.forEach(function (m) {
                var g = gridPoint(m.from);
                if (!g) { return; }
                var q = p.byPoint[g.point];
                if (!q) { words.push(m.name + ': point #' + g.point + ' has no value of both metrics'); return; }
                var xy = p.place(q[1], q[2]);
                p.layer.appendChild(svgElement('circle', { cx: xy[0], cy: xy[1], r: 9, fill: 'none', stroke: '#ffffff', 'stroke-width': 5 }));
                var c = svgElement('circle', { 'class': 'cursor-' + m.name, 'data-point': g.point, cx: xy[0], cy: xy[1], r: 9, fill: 'none', stroke: m.colour, 'stroke-width': 3 });
                if (m.dash) { c.setAttribute('stroke-dasharray', m.dash); }
                p.layer.appendChild(c);
                words.push(m.name + ': point #' + g.point + ', ' + p.x + ' = ' + Number(q[1].toPrecision(4)) + ', ' + p.y + ' = ' + Number(q[2].toPrecision(4)) + (g.exact ? '' : ' (the nearest grid point: between grid points)'));
              });
              p.note.textContent = ranked() + ': ' + words.join(' · ');
            }
          }
          function simulate() {
            if (inFlight) { dirty = true; return; }
            inFlight = true; dirty = false; ticket += 1;
            var since = changedAt;
            document.body.setAttribute('data-busy', '1');
            // A (pinned) is simulated again with every answer, in this case and gesture: the
            // baseline, A and the current point always play the same gesture.
            var body = withGesture({ values: values, 'case': caseIndex, client: client, ticket: ticket });
            if (pinnedValues) { body.pinned = pinnedValues; }
            live.request = body;
            post('/api/simulate', body)
              .then(function (p) { show(p, since); })
              .catch(function (e) { if (e.status !== 409) { say(e.message, true); } })
              .then(function () {
                inFlight = false;
                if (dirty) { simulate(); } else { document.body.removeAttribute('data-busy'); if (painter) { painter.resume(); } }
              });
          }
          function show(p, since) {
            horizontal = !!p.horizontal;
            live.last = p;
            document.body.setAttribute('data-ticket', String(p.ticket));
            // The report's verdict for this point (a grid's: its ranked metrics, over its cases).
            $('verdict').hidden = !p.verdict;
            $('verdict').textContent = p.verdict ? 'Verdict for the current point (ranked: ' + p.verdict.over + ', as the report judges'
              + p.verdict.ranked.map(function (r) { return '; ' + r.label + ' ' + r.text; }).join('') + '): ' + p.verdict.answer : '';
            var withA = !!p.pinned;
            // One case's values (this case or the drawn gesture), not the sweep's ranked aggregate.
            $('metrics-note').textContent = 'This case (' + caseName() + '): one gesture\'s values, 4 significant digits; the sweep charts show the ranked aggregate of every case.';
            var head = $('metrics').tHead.rows[0]; head.textContent = '';
            ['metric', 'this case', withA ? 'A (pinned)' : null, 'change', 'holds?', 'baseline'].forEach(function (h) {
              if (h === null) { return; }
              var th = document.createElement('th'); th.textContent = h; head.appendChild(th);
            });
            var rows = $('metrics').tBodies[0]; rows.textContent = '';
            p.metrics.forEach(function (m) {
              var tr = document.createElement('tr'); tr.setAttribute('data-metric', m.name);
              // A descriptive metric (the report does not judge it) is changed or the same, never worse.
              var holds = m.status === 'worse' ? 'no: worse' : m.status === 'better' ? 'yes: better' : m.status === 'changed' ? 'changed: not judged' : m.judged ? 'yes' : 'not judged';
              // The current value and whether it holds come first: on a phone they are what shows.
              var cells = [[m.label, null, null], [m.shown.value, 'value', m.value]];
              if (withA) { cells.push([m.shown.pinned, 'pinned', m.pinned]); }
              cells.push([m.change, null, null], [holds, m.status, null], [m.shown.baseline, 'baseline', m.baseline]);
              cells.forEach(function (c) {
                var td = document.createElement('td'); td.textContent = c[0];
                if (c[1]) { td.className = c[1]; }
                if (c[2] !== null) { td.setAttribute('data-raw', c[2]); }
                tr.appendChild(td);
              });
              rows.appendChild(tr);
            });
            setClips(p.player, p.canvas);
            say('frames ' + p.frames + ' · ' + caseName() + (withA ? ' · A pinned' : ''), false);
            if (since > 0) { requestAnimationFrame(function () { live.latencies.push(performance.now() - since); }); }
          }
          // The painter's data, as the server sends it: the baseline, A when pinned, then the
          // current point, all under the same gesture.
          function setClips(data, size) {
            if (!data) { return; }
            stages(data.clips, size || [data.w, data.h]);
            if (painter) { painter.load(data); } else { painter = window.tunelabPlayer($('player'), data); }
          }
          // One figure per clip, as the report's player block has them (canvas, label, readout).
          function stages(list, size) {
            var box = $('stages');
            var key = list.map(function (c) { return c.label; }).join('|') + '@' + size[0] + 'x' + size[1];
            if (box.getAttribute('data-size') === key) { return; }
            box.textContent = '';
            box.setAttribute('data-size', key);
            list.forEach(function (clip) {
              var f = document.createElement('figure'); f.className = 'player-stage';
              var c = document.createElement('canvas'); c.width = size[0]; c.height = size[1];
              c.setAttribute('role', 'img'); c.setAttribute('aria-label', clip.label + ': the cards in motion');
              var cap = document.createElement('figcaption'), strong = document.createElement('strong'), readout = document.createElement('span');
              strong.textContent = clip.label; readout.className = 'player-readout'; readout.setAttribute('aria-live', 'off'); readout.textContent = 'frame 0';
              cap.appendChild(strong); cap.appendChild(document.createElement('br')); cap.appendChild(readout);
              f.appendChild(c); f.appendChild(cap); box.appendChild(f);
            });
          }
          function poll() {
            fetch('/api/state', { credentials: 'same-origin' }).then(function (r) { return r.json(); }).then(function (s) {
              if (state && s.version !== state.version) { build(s); say('the input file changed: reloaded', false); changed(); neighbourhood(); loadCharts(); }
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
            changed(); neighbourhood();
          });
          $('stages').addEventListener('pointercancel', function () { drawing = null; });
          $('land-x').addEventListener('change', neighbourhood);
          $('land-y').addEventListener('change', neighbourhood);
          // Pin as A: A's values are sent with every simulation from now on, so A is simulated
          // again in whatever case or drawn gesture comes next.
          $('pin').addEventListener('click', function () {
            pinnedValues = JSON.parse(JSON.stringify(values));
            $('unpin').disabled = false; changed(); markCharts(); drawLand();
          });
          $('unpin').addEventListener('click', function () {
            pinnedValues = null; $('unpin').disabled = true;
            changed(); markCharts(); drawLand();
          });
          $('reset').addEventListener('click', function () { build(state); changed(); markCharts(); drawLand(); });
          $('best').addEventListener('click', function () {
            if (!state || !state.best) { return; }
            state.controls.forEach(function (c, i) {
              if (!(c.key in state.best.values)) { return; }
              var v = state.best.values[c.key], input = $('control-' + i);
              values[c.key] = v;
              input.value = c.kind === 'range' ? String(v) : String(c.choices.indexOf(v));
              input.parentNode.querySelector('output').textContent = text(v);
            });
            changed(); markCharts(); drawLand(); neighbourhood();
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
          fetch('/api/state', { credentials: 'same-origin' }).then(function (r) {
            if (!r.ok) { throw new Error('not signed in: open the URL tunelab serve printed'); }
            return r.json();
          }).then(function (s) { build(s); simulate(); neighbourhood(); loadCharts(); setTimeout(poll, 1500); }).catch(function (e) { say(e.message, true); });
        })();

        """#
    }
}
