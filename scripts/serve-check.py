#!/usr/bin/env python3
"""The live page of `tunelab serve` in headless Chromium (DevTools over --remote-debugging-pipe,
standard library only; the browser class is player-check.py's). Starts `tunelab serve GRID
--port 0`, opens the printed URL (the token becomes the session cookie), and at 390 and 1440 px:
moves a slider and the gesture choice, waits for the page to show the new point, and checks that
the page's frames.csv and metrics.csv and every metric shown in the table equal what `tunelab run`
writes for the same point's scenario (built here from the grid, independently of the server);
that the player advances; that the cursor on the sweep's first heat map (from the grid's
results folder, `reports/<name>`) and on its Pareto chart moves, at once, to the moved point's cell
and point; then draws a gesture with the mouse on the player and waits for the page to play it;
no console error, no sideways overflow. Screenshots go to OUT_DIR.
Then Ctrl-C (SIGINT) must stop the server with exit 0 within 10 s.
Usage: serve-check.py TUNELAB OUT_DIR [GRID.json]   (default experiments/card-rhythm.json)"""
import copy, importlib.util, json, os, signal, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("player_check", os.path.join(HERE, "player-check.py"))
player_check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(player_check)

WIDTHS = (390, 1440)
# The point the check moves to: a key of the grid and a value on it, in the grid's second case.
MOVES = {"layout.scaleFrequency": 0.3, "layout.centerFrequency": 0.45}
CASE = 1
# The first heat map's keys, and the moved point's number in card-rhythm's grid (16 × 10 values,
# the last key fastest): scaleFrequency 0.3 is value 5, centerFrequency 0.45 value 8.
X, Y = "layout.scaleFrequency", "layout.centerFrequency"
POINT = 5 * 10 + 8

PROBE = r"""(() => {
  const live = window.tunelabServe || {};
  const rows = Array.from(document.querySelectorAll('#metrics tbody tr')).map(r =>
    [r.getAttribute('data-metric'), r.querySelector('td.value') ? r.querySelector('td.value').getAttribute('data-raw') : null]);
  return {ticket: document.body.getAttribute('data-ticket'), busy: document.body.getAttribute('data-busy'),
          frame: document.getElementById('player').getAttribute('data-player-frame'),
          frames: live.last ? live.last.framesCSV : null, metrics: live.last ? live.last.metricsCSV : null, rows,
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


def reference(tunelab, grid_path, work):
    """`tunelab run` of the moved point's scenario, built from the grid file by this script."""
    grid = json.load(open(grid_path))
    scenario = grid["scenario"]
    if isinstance(scenario, str):
        scenario = json.load(open(os.path.join(os.path.dirname(grid_path), scenario)))
    scenario.pop("$schema", None)
    case = dict(grid.get("cases", [{}])[CASE])
    case.pop("name", None)
    doc = merge(scenario, case)
    for key, value in MOVES.items():
        node = doc
        *parents, last = key.split(".")
        for p in parents:
            node = node.setdefault(p, {})
        node[last] = value
    path = os.path.join(work, "point.json")
    json.dump(doc, open(path, "w"))
    subprocess.run([tunelab, "run", path, "--out", os.path.join(work, "run")], check=True, stdout=subprocess.DEVNULL)
    return open(os.path.join(work, "run", "frames.csv")).read(), open(os.path.join(work, "run", "metrics.csv")).read()


def check(browser, url, width, out_dir, expected):
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
    lines = expected[1].strip().split("\n")
    want = dict(zip(lines[0].split(","), lines[1].split(",")))
    table = dict(shown["rows"])
    if table != want:
        problems.append(f"@ {width}px: the metrics table shows {table}, tunelab run wrote {want}")
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
    box = browser.send("Runtime.evaluate", {"expression": DRAW_TARGET, "returnByValue": True}, session=session)["result"]["value"]
    if not box:
        problems.append(f"@ {width}px: no player canvas to draw on")
    else:
        x, y = box["x"], box["y"]
        start = time.time()  # the events' own times (CDP stamps them otherwise all alike)
        browser.send("Input.dispatchMouseEvent", {"type": "mousePressed", "x": x, "y": y, "button": "left", "clickCount": 1,
                                                  "timestamp": start}, session=session)
        for k in range(1, 9):
            browser.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x - 15 * k, "y": y - 15 * k, "button": "left", "buttons": 1,
                                                      "timestamp": start + 0.02 * k}, session=session)
        browser.send("Input.dispatchMouseEvent", {"type": "mouseReleased", "x": x - 120, "y": y - 120, "button": "left", "clickCount": 1,
                                                  "timestamp": start + 0.18}, session=session)
        drawn, failure = wait(lambda p: p["gesture"] == "drawn" and int(p["ticket"]) > int(later["ticket"] or 0) and not p["busy"],
                              "no point shown for the drawn gesture")
        if failure:
            now = probe()
            problems.append(f"{failure} (gesture {now['gesture']!r}, status {now['status']!r})")
        elif drawn["frames"] == shown["frames"]:
            problems.append(f"@ {width}px: the drawn gesture left the frames unchanged")
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


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    tunelab, out_dir = sys.argv[1], sys.argv[2]
    grid = sys.argv[3] if len(sys.argv) > 3 else "experiments/card-rhythm.json"
    os.makedirs(out_dir, exist_ok=True)
    expected = reference(tunelab, grid, out_dir)
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
                failures += check(browser, url, width, out_dir, expected)
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
