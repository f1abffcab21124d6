#!/usr/bin/env python3
"""`tunelab serve` on a `tunelab optimize` folder in headless Chromium, as a person would use it
(docs/serve.md, "Best point"): runs `tunelab optimize experiments/optimize/cardstack-4.json`
(56 evaluations, seed 1), serves the folder, and at 1440 px:
- the page offers *Best point (N)*, N being rank 1 of the folder's summary.csv;
- a mouse click on it sets every slider's shown value to that row's (continuous values exactly,
  between the sliders' steps), and the page's frames.csv, metrics.csv and table equal what
  `tunelab run` writes for `tunelab export DIR --point best --to json` (the grid's first case);
- the verdict line's ranked value is the one the search recorded in summary.csv (the point
  re-evaluated over both cases, worst of them), raw and as the report prints it;
- the right arrow key on the focused scale-frequency slider moves it one step (0.0001) up from
  the step nearest the best value, and the page shows the new point's metrics; the neighbourhood is drawn (on a log colour scale when
  its values span a decade); there are no sweep heat maps.
No console error, no sideways overflow; Ctrl-C stops the server with exit 0. Screenshot:
OUT_DIR/serve-optimize-1440.png.
Usage: serve-optimize-check.py TUNELAB OUT_DIR"""
import csv, importlib.util, json, os, shutil, signal, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


player_check = load("player_check", "player-check.py")
serve_check = load("serve_check", "serve-check.py")

GRID = "experiments/optimize/cardstack-4.json"
EVALUATIONS, SEED = 56, 1
KEYS = ["layout.scaleFrequency", "layout.centerFrequency", "layout.spacing", "layout.maxScale"]
WIDTH = 1440

STATE = r"""(() => {
  const live = window.tunelabServe || {};
  const best = document.getElementById('best');
  const r = best.getBoundingClientRect();
  const shown = {};
  document.querySelectorAll('#controls input[data-key]').forEach(i => {
    shown[i.getAttribute('data-key')] = {output: i.parentNode.querySelector('output').textContent, input: i.value, step: i.step};
  });
  return {ticket: document.body.getAttribute('data-ticket'), busy: document.body.getAttribute('data-busy'),
          best: best.hidden ? null : {text: best.textContent, x: r.left + r.width / 2, y: r.top + r.height / 2},
          shown, frames: live.last ? live.last.framesCSV : null, metrics: live.last ? live.last.metricsCSV : null,
          rows: Array.from(document.querySelectorAll('#metrics tbody tr')).map(r => [r.getAttribute('data-metric'), r.querySelector('td.value').getAttribute('data-raw')]),
          ranked: live.last && live.last.verdict ? live.last.verdict.ranked : null,
          verdict: document.getElementById('verdict').textContent,
          land: live.landScale || null, charts: live.charts ? live.charts.source : null,
          heatmaps: document.querySelectorAll('#sweep-charts figure[data-kind="heatmap"]').length,
          scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth};
})()"""


def rank_one(folder):
    rows = list(csv.DictReader(open(os.path.join(folder, "summary.csv"))))
    return next(r for r in rows if r["rank"] == "1")


def journey(browser, url, out_dir, best, expected):
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    for domain in ("Runtime", "Page", "Log"):
        browser.send(domain + ".enable", session=session)
    browser.send("Emulation.setDeviceMetricsOverride", {"width": WIDTH, "height": 900, "deviceScaleFactor": 1, "mobile": False},
                 session=session)
    browser.send("Page.navigate", {"url": url}, session=session)

    def probe():
        return browser.send("Runtime.evaluate", {"expression": STATE, "returnByValue": True}, session=session)["result"]["value"]

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
        return None, f"{what} within 30 s"

    def after(ticket, what, condition=lambda p: True):
        return wait(lambda p: p["ticket"] is not None and int(p["ticket"]) > int(ticket) and not p["busy"] and condition(p), what)

    def mouse(kind, x, y):
        browser.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}, session=session)

    problems = []
    first, failure = wait(lambda p: p["ticket"] is not None and not p["busy"] and p["charts"] is not None, "no first point shown")
    if failure:
        return [failure] + player_check.errors(browser.events, session)
    if not first["best"] or first["best"]["text"] != f"Best point ({best['point']})":
        problems.append(f"the page offers {first['best']}, not Best point ({best['point']}) (rank 1 of summary.csv)")
        return problems
    if first["charts"] != "neighbourhood" or first["heatmaps"]:
        problems.append(f"an optimize folder drew sweep charts: {first['charts']}, {first['heatmaps']} heat maps")
    steps = {k: first["shown"][k]["step"] for k in KEYS}
    if steps["layout.scaleFrequency"] != "0.0001" or steps["layout.spacing"] != "0.01":
        problems.append(f"the continuous sliders' steps are {steps}")
    # A person clicks the button: pressed and released at its middle.
    browser.send("Runtime.evaluate", {"expression": "document.getElementById('best').scrollIntoView({block: 'center'})"}, session=session)
    box = probe()["best"]
    mouse("mousePressed", box["x"], box["y"])
    mouse("mouseReleased", box["x"], box["y"])
    at, failure = after(first["ticket"], "no point shown after Best point was clicked")
    if failure:
        return problems + [failure] + player_check.errors(browser.events, session)
    shown = {k: at["shown"][k]["output"] for k in KEYS}
    if any(float(shown[k]) != float(best[k]) for k in KEYS):
        problems.append(f"the sliders show {shown}, summary.csv's rank 1 is {({k: best[k] for k in KEYS})}")
    if at["frames"] != expected[0]:
        problems.append("at the best point the page's frames.csv differs from tunelab run's of export --point best")
    if at["metrics"] != expected[1]:
        problems.append(f"at the best point the page's metrics.csv {at['metrics']!r} differs from tunelab run's {expected[1]!r}")
    if dict(at["rows"]) != serve_check.csv_cells(expected[1]):
        problems.append(f"the table holds {dict(at['rows'])}, tunelab run wrote {serve_check.csv_cells(expected[1])}")
    ranked = (at["ranked"] or [{}])[0]
    if ranked.get("metric") != "overlap_cv" or ranked.get("value") != float(best["overlap_cv"]):
        problems.append(f"the verdict's ranked value is {ranked}, summary.csv recorded overlap_cv {best['overlap_cv']}")
    elif f"; {ranked['label']} {ranked['text']}): " not in at["verdict"]:
        problems.append(f"the verdict line does not show the ranked value: {at['verdict']!r}")
    # The keyboard: focus the scale-frequency slider, press the right arrow once.
    browser.send("Runtime.evaluate", {"expression": "document.querySelector('input[data-key=\"layout.scaleFrequency\"]').focus()"},
                 session=session)
    for kind in ("keyDown", "keyUp"):
        browser.send("Input.dispatchKeyEvent", {"type": kind, "key": "ArrowRight", "code": "ArrowRight", "windowsVirtualKeyCode": 39},
                     session=session)
    nudged, failure = after(at["ticket"], "no point shown after the arrow key")
    if failure:
        problems.append(failure)
    else:
        # The slider itself sits on its nearest step to the best value (the page sends the value exactly).
        before, now = float(at["shown"]["layout.scaleFrequency"]["input"]), float(nudged["shown"]["layout.scaleFrequency"]["output"])
        if abs(before - float(best["layout.scaleFrequency"])) > 0.00005 + 1e-12 or abs(now - (before + 0.0001)) > 1e-9:
            problems.append(f"the arrow key moved scale frequency from its step {before} to {now}, not one step (0.0001) up")
        if nudged["metrics"] == at["metrics"]:
            problems.append("the nudged point shows the best point's metrics")
    landed, failure = wait(lambda p: p["land"] is not None, "no neighbourhood drawn")
    if failure:
        problems.append(failure)
    elif landed["land"]["hi"] >= 10 * landed["land"]["lo"] > 0 and not landed["land"]["log"]:
        problems.append(f"the neighbourhood spans {landed['land']['lo']}…{landed['land']['hi']} on a linear colour scale")
    final = probe()
    if final["scrollWidth"] > final["innerWidth"]:
        problems.append(f"sideways overflow ({final['scrollWidth']} px in {final['innerWidth']} px)")
    problems += player_check.errors(browser.events, session)
    shot = browser.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True}, session=session)
    import base64
    with open(os.path.join(out_dir, f"serve-optimize-{WIDTH}.png"), "wb") as f:
        f.write(base64.b64decode(shot["data"]))
    browser.send("Target.closeTarget", {"targetId": target})
    print(f"serve-optimize-check: @ {WIDTH}px: Best point ({best['point']}) -> sliders {shown}; "
          f"{len(at['rows'])} metrics as tunelab run's of export --point best; ranked overlap_cv {ranked.get('value')} "
          f"= summary.csv's {best['overlap_cv']}; arrow key -> {nudged['shown']['layout.scaleFrequency']['output'] if nudged else None}")
    return problems


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    tunelab, out_dir = sys.argv[1], sys.argv[2]
    os.makedirs(out_dir, exist_ok=True)
    folder = os.path.join(out_dir, "optimize")
    shutil.rmtree(folder, ignore_errors=True)
    subprocess.run([tunelab, "optimize", GRID, "--evaluations", str(EVALUATIONS), "--seed", str(SEED), "--out", folder, "--quiet"],
                   check=True)
    best = rank_one(folder)
    # The reference, independent of the server: the exported best point run by `tunelab run`.
    exported = os.path.join(out_dir, "optimize-best.json")
    with open(exported, "w") as f:
        subprocess.run([tunelab, "export", folder, "--point", "best", "--to", "json"], check=True, stdout=f)
    subprocess.run([tunelab, "run", exported, "--out", os.path.join(out_dir, "optimize-best")], check=True, stdout=subprocess.DEVNULL)
    expected = tuple(open(os.path.join(out_dir, "optimize-best", name)).read() for name in ("frames.csv", "metrics.csv"))
    server = subprocess.Popen([tunelab, "serve", folder, "--port", "0", "--out", os.path.join(out_dir, "optimize-saves")],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    failures = []
    try:
        line = server.stdout.readline()
        if not line.startswith("tunelab serve: http://127.0.0.1:"):
            sys.exit(f"serve-optimize-check: FAIL the server printed {line!r}, not its URL ({server.stderr.read()})")
        browser = player_check.Browser()
        try:
            failures += journey(browser, line.split(": ", 1)[1].strip(), out_dir, best, expected)
        finally:
            browser.close()
    finally:
        server.send_signal(signal.SIGINT)
        try:
            code = server.wait(timeout=10)
            if code != 0:
                failures.append(f"Ctrl-C: exit {code}, stderr {server.stderr.read()!r}")
        except subprocess.TimeoutExpired:
            server.kill()
            failures.append("Ctrl-C did not stop the server within 10 s")
    for f in failures:
        print("serve-optimize-check: FAIL " + f)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
