#!/usr/bin/env python3
"""The live page of `tunelab serve` in headless Chromium (DevTools over --remote-debugging-pipe,
standard library only; the browser class is player-check.py's). Starts `tunelab serve GRID
--port 0`, opens the printed URL (the token becomes the session cookie), and at 390 and 1440 px:
moves a slider and the gesture choice, waits for the page to show the new point, and checks that
the page's frames.csv and metrics.csv and every metric shown in the table equal what `tunelab run`
writes for the same point's scenario (built here from the grid, independently of the server);
that the player advances; that the cursor on the sweep's first heat map (from the grid's
results folder, `reports/<name>`) and on its Pareto chart moves, at once, to the moved point's cell
and point; then draws a gesture with the mouse on the player and waits for the page to play it.
Then the A/B journey: back to the case, *Pin as A*, and A's clip and A column must be `tunelab run`'s
for A's values in that case; move a slider and change the case: A must be simulated again, its
frames and A column `tunelab run`'s for A's values under the new case; draw a gesture: A's frames
must change and equal the server's own answer for A's values under that drawn gesture; the player
shows three clips (baseline, A, current). The table's values are the report's (at most 4
significant digits, the raw cell in `data-raw`), the page shows the current point's verdict, the neighbourhood has ticks on both axes and a
colour scale, and the controls are grouped (layout first) with plain labels. No console error, no sideways overflow.
Screenshots go to OUT_DIR.
Then Ctrl-C (SIGINT) must stop the server with exit 0 within 10 s.
Usage: serve-check.py TUNELAB OUT_DIR [GRID.json]   (default experiments/card-rhythm.json)"""
import copy, importlib.util, json, os, re, signal, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("player_check", os.path.join(HERE, "player-check.py"))
player_check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(player_check)

WIDTHS = (390, 1440)
# The point the check moves to: a key of the grid and a value on it, in the grid's second case.
MOVES = {"layout.scaleFrequency": 0.3, "layout.centerFrequency": 0.45}
CASE = 1
# The case A moves to in the A/B journey.
OTHER_CASE = 0
# The first heat map's keys, and the moved point's number in card-rhythm's grid (16 × 10 values,
# the last key fastest): scaleFrequency 0.3 is value 5, centerFrequency 0.45 value 8.
X, Y = "layout.scaleFrequency", "layout.centerFrequency"
POINT = 5 * 10 + 8

PROBE = r"""(() => {
  const live = window.tunelabServe || {};
  const cell = (r, kind, raw) => { const td = r.querySelector('td.' + kind); return td ? (raw ? td.getAttribute('data-raw') : td.textContent) : null; };
  const all = Array.from(document.querySelectorAll('#metrics tbody tr'));
  const rows = all.map(r => [r.getAttribute('data-metric'), cell(r, 'value', true)]);
  const texts = all.map(r => [r.getAttribute('data-metric'), cell(r, 'value', false)]);
  const pinnedRows = all.map(r => [r.getAttribute('data-metric'), cell(r, 'pinned', true)]);
  const heads = Array.from(document.querySelectorAll('#metrics thead th')).map(th => th.textContent);
  return {ticket: document.body.getAttribute('data-ticket'), busy: document.body.getAttribute('data-busy'),
          frame: document.getElementById('player').getAttribute('data-player-frame'),
          frames: live.last ? live.last.framesCSV : null, metrics: live.last ? live.last.metricsCSV : null, rows, texts, pinnedRows, heads,
          pinnedFrames: live.last && live.last.pinned ? live.last.pinned.framesCSV : null,
          pinnedMetrics: live.last && live.last.pinned ? live.last.pinned.metricsCSV : null,
          clips: Array.from(document.querySelectorAll('#stages figcaption strong')).map(s => s.textContent),
          tableWidth: document.getElementById('metrics').getBoundingClientRect().right,
          groups: Array.from(document.querySelectorAll('#controls details.group')).map(d => d.getAttribute('data-group')),
          sliderLabel: (document.querySelector('label[for="' + (document.querySelector('input[data-key="layout.scaleFrequency"]') || {}).id + '"] span') || {}).textContent || null,
          land: live.landScale || null,
          verdict: document.getElementById('verdict').hidden ? null : document.getElementById('verdict').textContent,
          status: document.getElementById('status').textContent, gesture: document.getElementById('case').value,
          scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, cursor: cursor()};
  function cursor() {
    const map = document.querySelector('#sweep-charts figure[data-kind="heatmap"]');
    const cell = map ? map.querySelector('.cursor-current') : null;
    const dot = document.querySelector('#sweep-charts figure[data-kind="pareto"] .cursor-current');
    if (!cell) { return null; }
    const h = window.tunelabServe.charts.heatmaps[0];
    return {x: h.xs[+cell.getAttribute('data-column')], y: h.ys[+cell.getAttribute('data-row')],
            point: dot ? dot.getAttribute('data-point') : null, note: map.querySelector('figcaption').textContent};
  }
})()"""

MOVE = r"""(() => {
  const moves = %s;
  for (const key of Object.keys(moves)) {
    const input = document.querySelector('input[data-key="' + key + '"]');
    if (!input) { return 'no slider for ' + key; }
    input.value = String(moves[key]);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  const c = document.getElementById('case'); c.value = '%d'; c.dispatchEvent(new Event('change', {bubbles: true}));
  return 'moved';
})()"""


# The middle of the last player canvas (the current point's), in CSS pixels, scrolled into view.
DRAW_TARGET = r"""(() => {
  const all = document.querySelectorAll('#stages canvas');
  if (!all.length) { return null; }
  const c = all[all.length - 1];
  c.scrollIntoView({block: 'center'});
  const r = c.getBoundingClientRect();
  return {x: r.left + r.width / 2, y: r.top + r.height / 2};
})()"""


def merge(target, patch):
    if not isinstance(patch, dict):
        return copy.deepcopy(patch)
    out = dict(target) if isinstance(target, dict) else {}
    for k, v in patch.items():
        if v is None:
            out.pop(k, None)
        else:
            out[k] = merge(out.get(k), v)
    return out


def reference(tunelab, grid_path, work, case_index=CASE, name="run"):
    """`tunelab run` of the moved point's scenario in case `case_index`, built from the grid file by this script."""
    grid = json.load(open(grid_path))
    scenario = grid["scenario"]
    if isinstance(scenario, str):
        scenario = json.load(open(os.path.join(os.path.dirname(grid_path), scenario)))
    scenario.pop("$schema", None)
    case = dict(grid.get("cases", [{}])[case_index])
    case.pop("name", None)
    doc = merge(scenario, case)
    for key, value in MOVES.items():
        node = doc
        *parents, last = key.split(".")
        for p in parents:
            node = node.setdefault(p, {})
        node[last] = value
    path = os.path.join(work, name + ".json")
    json.dump(doc, open(path, "w"))
    subprocess.run([tunelab, "run", path, "--out", os.path.join(work, name)], check=True, stdout=subprocess.DEVNULL)
    return open(os.path.join(work, name, "frames.csv")).read(), open(os.path.join(work, name, "metrics.csv")).read()


def csv_cells(metrics_csv):
    lines = metrics_csv.strip().split("\n")
    return dict(zip(lines[0].split(","), lines[1].split(",")))


def significant(text):
    """The significant digits of a number as the table prints it (None: not a plain number)."""
    m = re.fullmatch(r"[-+]?(\d+)(?:\.(\d+))?(?:e[-+]?\d+)?", text or "")
    if not m:
        return None
    digits = (m.group(1) + (m.group(2) or "")).lstrip("0")
    return len(digits.rstrip("0")) if m.group(2) is None else len(digits)


def check(browser, url, width, out_dir, expected, other):
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    for domain in ("Runtime", "Page", "Log"):
        browser.send(domain + ".enable", session=session)
    browser.send("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600}, session=session)
    browser.send("Page.navigate", {"url": url}, session=session)

    def probe():
        return browser.send("Runtime.evaluate", {"expression": PROBE, "returnByValue": True}, session=session)["result"]["value"]

    def wait(condition, what):
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                p = probe()
                if condition(p):
                    return p, None
            except (RuntimeError, KeyError, TypeError):
                pass
            time.sleep(0.1)
        return None, f"@ {width}px: {what} within 30 s"

    problems = []
    first, failure = wait(lambda p: p["ticket"] is not None and not p["busy"], "no first point shown")
    if failure:
        return [failure] + player_check.errors(browser.events, session)
    # The cursor: at once (no answer awaited) on the moved point's cell and Pareto point.
    charted, failure = wait(lambda p: p["cursor"] is not None, "no cursor on the sweep's heat map")
    if failure:
        return [failure] + player_check.errors(browser.events, session)
    if first["frames"] == expected[0]:
        problems.append(f"@ {width}px: the baseline already equals the moved point (the check would prove nothing)")
    moved = browser.send("Runtime.evaluate", {"expression": MOVE % (json.dumps(MOVES), CASE), "returnByValue": True},
                         session=session)["result"]["value"]
    if moved != "moved":
        problems.append(f"@ {width}px: {moved}")
    cursor = probe()["cursor"] or {}
    want = {"x": str(MOVES[X]), "y": str(MOVES[Y]), "point": str(POINT)}
    got = {k: cursor.get(k) for k in want}
    if got != want or got == {k: charted["cursor"].get(k) for k in want}:
        problems.append(f"@ {width}px: the cursor went from {charted['cursor']} to {cursor}, not to {want}")
    shown, failure = wait(lambda p: p["ticket"] is not None and int(p["ticket"]) > int(first["ticket"]) and not p["busy"],
                          "no new point shown after the move")
    if failure:
        return problems + [failure] + player_check.errors(browser.events, session)
    if shown["frames"] != expected[0]:
        problems.append(f"@ {width}px: the page's frames.csv differs from tunelab run's")
    if shown["metrics"] != expected[1]:
        problems.append(f"@ {width}px: the page's metrics.csv {shown['metrics']!r} differs from tunelab run's {expected[1]!r}")
    want = csv_cells(expected[1])
    table = dict(shown["rows"])
    if table != want:
        problems.append(f"@ {width}px: the metrics table holds {table}, tunelab run wrote {want}")
    landed, failure = wait(lambda p: p["land"] is not None, "no neighbourhood drawn with its axes and colour scale")
    if failure:
        problems.append(failure)
    elif len(landed["land"]["ticksX"]) < 2 or len(landed["land"]["ticksY"]) < 2 or not landed["land"]["lo"] <= landed["land"]["hi"]:
        problems.append(f"@ {width}px: the neighbourhood's axes or scale are missing: {landed['land']}")
    if (shown["groups"] or [None])[0] != "layout" or shown["sliderLabel"] != "scale frequency (rad/pt)":
        problems.append(f"@ {width}px: the controls are not grouped layout first with plain labels: {shown['groups']}, {shown['sliderLabel']!r}")
    if not re.match(r"Verdict for the current point \(ranked: worst of 2 cases, as the report judges; jitter [^;]+; pixel flicker [^)]+\): ",
                    shown["verdict"] or ""):
        problems.append(f"@ {width}px: no verdict for the current point: {shown['verdict']!r}")
    long = {k: v for k, v in shown["texts"] if v and (significant(v) is None or significant(v) > 4)}
    if long:
        problems.append(f"@ {width}px: the table prints more than 4 significant digits (or no plain number): {long}")
    # The player holds its last frame 0.6 s before it loops: probes 0.8 s apart, three at most.
    for _ in range(3):
        time.sleep(0.8)
        later = probe()
        if later["frame"] != shown["frame"]:
            break
    if later["frame"] == shown["frame"]:
        problems.append(f"@ {width}px: the player did not advance (frame {shown['frame']} then {later['frame']})")
    if later["scrollWidth"] > later["innerWidth"]:
        problems.append(f"@ {width}px: horizontal overflow ({later['scrollWidth']} px in {later['innerWidth']} px)")
    # A gesture drawn with the mouse on the current point's player: pressed at its middle,
    # moved up and left 120 px in 8 steps 20 ms apart (along either axis), released. The page must answer with a new point
    # played under the drawn gesture (the server's tests compare such a point with tunelab run).
    def draw(step):
        box = browser.send("Runtime.evaluate", {"expression": DRAW_TARGET, "returnByValue": True}, session=session)["result"]["value"]
        if not box:
            return False
        x, y = box["x"], box["y"]
        start = time.time()  # the events' own times (CDP stamps them otherwise all alike)
        browser.send("Input.dispatchMouseEvent", {"type": "mousePressed", "x": x, "y": y, "button": "left", "clickCount": 1,
                                                  "timestamp": start}, session=session)
        for k in range(1, 9):
            browser.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x - step * k, "y": y - step * k, "button": "left", "buttons": 1,
                                                      "timestamp": start + 0.02 * k}, session=session)
        browser.send("Input.dispatchMouseEvent", {"type": "mouseReleased", "x": x - 8 * step, "y": y - 8 * step, "button": "left", "clickCount": 1,
                                                  "timestamp": start + 0.18}, session=session)
        return True

    if not draw(15):
        problems.append(f"@ {width}px: no player canvas to draw on")
    else:
        drawn, failure = wait(lambda p: p["gesture"] == "drawn" and int(p["ticket"]) > int(later["ticket"] or 0) and not p["busy"],
                              "no point shown for the drawn gesture")
        if failure:
            now = probe()
            problems.append(f"{failure} (gesture {now['gesture']!r}, status {now['status']!r})")
        elif drawn["frames"] == shown["frames"]:
            problems.append(f"@ {width}px: the drawn gesture left the frames unchanged")
    problems += ab_journey(browser, session, width, probe, wait, draw, expected, other)
    final = probe()
    if final["scrollWidth"] > final["innerWidth"] or final["tableWidth"] > final["innerWidth"]:
        problems.append(f"@ {width}px: sideways overflow with A's column (page {final['scrollWidth']} px, table to "
                        f"{final['tableWidth']:.0f} px, in {final['innerWidth']} px)")
    problems += [f"@ {width}px: {e}" for e in player_check.errors(browser.events, session)]
    shot = browser.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True}, session=session)
    import base64
    with open(os.path.join(out_dir, f"serve-{width}.png"), "wb") as f:
        f.write(base64.b64decode(shot["data"]))
    browser.send("Target.closeTarget", {"targetId": target})
    print(f"serve-check: @ {width}px: ticket {first['ticket']} -> {shown['ticket']}, {len(table)} metrics as tunelab run's, "
          f"player frame {shown['frame']} -> {later['frame']}, cursor {charted['cursor']['point']} -> {cursor.get('point')} "
          f"('{cursor.get('note')}'), status '{later['status']}'")
    return problems


def evaluate(browser, session, expression):
    reply = browser.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True},
                         session=session)
    return reply["result"].get("value")


CHOOSE = r"""(() => { const c = document.getElementById('case'); c.value = '%s'; c.dispatchEvent(new Event('change', {bubbles: true})); return c.value; })()"""
SLIDE = r"""(() => { const i = document.querySelector('input[data-key="%s"]'); i.value = '%s'; i.dispatchEvent(new Event('input', {bubbles: true})); return i.value; })()"""
# The server's own answer for A's values under the page's last request's case and gesture (no A pinned).
ASK_A = r"""(() => {
  const last = window.tunelabServe.request;
  const body = {values: last.pinned, 'case': last['case']};
  if (last.gesture) { body.gesture = last.gesture; }
  return fetch('/api/simulate', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body),
                                 credentials: 'same-origin'}).then(r => r.json()).then(j => j.framesCSV);
})()"""


def ab_journey(browser, session, width, probe, wait, draw, expected, other):
    """Pin A, change the case, draw: A must stay in step (re-simulated under each new gesture)."""
    problems = []

    def after(ticket, condition, what):
        p, failure = wait(lambda p: p["ticket"] is not None and int(p["ticket"]) > int(ticket) and not p["busy"] and condition(p), what)
        if failure:
            problems.append(failure)
        return p

    def same_as_run(p, run, what):
        if p["pinnedFrames"] != run[0]:
            problems.append(f"@ {width}px: {what}: A's frames.csv is not tunelab run's for A's values in that case")
        if dict(p["pinnedRows"]) != csv_cells(run[1]):
            problems.append(f"@ {width}px: {what}: the A column holds {dict(p['pinnedRows'])}, tunelab run wrote {csv_cells(run[1])}")

    start = probe()
    evaluate(browser, session, CHOOSE % CASE)  # back from the drawn gesture to the moved point's case
    back = after(start["ticket"], lambda p: p["gesture"] == str(CASE), "no point shown for the case chosen again")
    if not back:
        return problems
    evaluate(browser, session, "document.getElementById('pin').click()")
    pinned = after(back["ticket"], lambda p: p["pinnedFrames"] is not None, "no A shown after Pin as A")
    if not pinned:
        return problems
    same_as_run(pinned, expected, "pinned")
    if "A (pinned)" not in pinned["heads"]:
        problems.append(f"@ {width}px: the table has no A column: {pinned['heads']}")
    if pinned["clips"] != ["baseline", "A (pinned)", "current"]:
        problems.append(f"@ {width}px: the player shows {pinned['clips']}, not baseline, A and current")
    # Move on, then change the case: A must be simulated again in the new case.
    evaluate(browser, session, SLIDE % (X, "0.5"))
    evaluate(browser, session, CHOOSE % OTHER_CASE)
    moved = after(pinned["ticket"], lambda p: p["gesture"] == str(OTHER_CASE), "no point shown after the case changed with A pinned")
    if not moved:
        return problems
    if moved["pinnedFrames"] == pinned["pinnedFrames"]:
        problems.append(f"@ {width}px: A kept its old clip after the case changed (out of step)")
    same_as_run(moved, other, "case changed")
    if moved["metrics"] == moved["pinnedMetrics"]:
        problems.append(f"@ {width}px: the current point still equals A after the slider moved")
    # Draw a gesture: A must play it too.
    if not draw(12):
        problems.append(f"@ {width}px: no player canvas to draw on (A/B)")
        return problems
    drawn = after(moved["ticket"], lambda p: p["gesture"] == "drawn" and p["pinnedFrames"] is not None, "no point shown for the drawn gesture with A pinned")
    if not drawn:
        return problems
    if drawn["pinnedFrames"] == moved["pinnedFrames"]:
        problems.append(f"@ {width}px: A kept its old clip under the drawn gesture (out of step)")
    server = evaluate(browser, session, ASK_A)
    if drawn["pinnedFrames"] != server:
        problems.append(f"@ {width}px: A's frames under the drawn gesture are not the server's answer for A's values under it")
    print(f"serve-check: @ {width}px: A/B in step: pinned, case {CASE} -> {OTHER_CASE}, drawn; "
          f"A column {len(dict(drawn['pinnedRows']))} metrics; clips {drawn['clips']}; heads {drawn['heads']}")
    return problems


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    tunelab, out_dir = sys.argv[1], sys.argv[2]
    grid = sys.argv[3] if len(sys.argv) > 3 else "experiments/card-rhythm.json"
    os.makedirs(out_dir, exist_ok=True)
    expected = reference(tunelab, grid, out_dir)
    other = reference(tunelab, grid, out_dir, OTHER_CASE, "run-other")
    server = subprocess.Popen([tunelab, "serve", grid, "--port", "0", "--out", os.path.join(out_dir, "saves")],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    failures = []
    try:
        line = server.stdout.readline()
        if not line.startswith("tunelab serve: http://127.0.0.1:"):
            sys.exit(f"serve-check: FAIL the server printed {line!r}, not its URL ({server.stderr.read()})")
        url = line.split(": ", 1)[1].strip()
        browser = player_check.Browser()
        try:
            for width in WIDTHS:
                failures += check(browser, url, width, out_dir, expected, other)
        finally:
            browser.close()
    finally:
        server.send_signal(signal.SIGINT)
        try:
            code = server.wait(timeout=10)
            err = server.stderr.read()
            if code != 0 or "stopped (SIGINT)" not in err:
                failures.append(f"Ctrl-C: exit {code}, stderr {err!r}")
            else:
                print("serve-check: Ctrl-C stopped the server (exit 0)")
        except subprocess.TimeoutExpired:
            server.kill()
            failures.append("Ctrl-C did not stop the server within 10 s")
    for f in failures:
        print("serve-check: FAIL " + f)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
