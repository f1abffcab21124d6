#!/usr/bin/env python3
"""Latency of `tunelab serve` as a person meets it (a benchmark, not a test): in headless
Chromium (player-check.py's browser over --remote-debugging-pipe), from a slider's input event
to the first animation frame after the page shows the new point (the page records each delay in
window.tunelabServe.latencies), ROUNDS changes one after another, on each shipped card-stack
scenario; and for a grid, the neighbourhood (32 x 32 points) from a slider's release to its
answer in the page. Prints p50, p95 and max in ms.
Usage: serve-latency.py TUNELAB [--rounds N]   (run from the repository root; release build)"""
import importlib.util, json, math, os, signal, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("player_check", os.path.join(HERE, "player-check.py"))
player_check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(player_check)

SCENARIOS = ["experiments/scenarios/card-snap-flick.json", "experiments/scenarios/card-repaired.json"]
GRID = "experiments/card-rhythm.json"
KEY = "layout.scaleFrequency"

CHANGE = r"""new Promise((resolve) => {
  const live = window.tunelabServe, input = document.querySelector('input[data-key="%s"]');
  if (!input) { resolve(-1); return; }
  const n = live.latencies.length;
  const lo = parseFloat(input.min), hi = parseFloat(input.max), step = parseFloat(input.step);
  input.value = String(lo + Math.round(((hi - lo) * (%d %% 7 + 1) / 8) / step) * step);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  (function wait() { if (live.latencies.length > n) { resolve(live.latencies[live.latencies.length - 1]); } else { setTimeout(wait, 1); } })();
})"""

RELEASE = r"""new Promise((resolve) => {
  const live = window.tunelabServe, input = document.querySelector('input[data-key="%s"]');
  const n = (live.neighbourhoodMs || []).length;
  input.dispatchEvent(new Event('change', {bubbles: true}));
  (function wait() { const m = live.neighbourhoodMs || []; if (m.length > n) { resolve(m[m.length - 1]); } else { setTimeout(wait, 1); } })();
})"""


def percentile(values, p):
    s = sorted(values)
    return s[min(len(s) - 1, max(0, math.ceil(p / 100 * len(s)) - 1))]  # nearest rank


def open_page(browser, url):
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    browser.send("Runtime.enable", session=session)
    browser.send("Emulation.setDeviceMetricsOverride", {"width": 1440, "height": 900, "deviceScaleFactor": 1, "mobile": False}, session=session)
    browser.send("Page.navigate", {"url": url}, session=session)
    deadline = time.time() + 60
    while time.time() < deadline:
        r = browser.send("Runtime.evaluate", {"expression": "document.body && document.body.getAttribute('data-ticket') && !document.body.getAttribute('data-busy')", "returnByValue": True}, session=session)
        if r["result"].get("value"):
            return target, session
        time.sleep(0.1)
    sys.exit("serve-latency: the page showed no point within 60 s")


def evaluate(browser, session, expression):
    r = browser.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True}, session=session)
    return r["result"]["value"]


def serve(tunelab, path, work):
    server = subprocess.Popen([tunelab, "serve", path, "--port", "0", "--out", work], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    return server, server.stdout.readline().split(": ", 1)[1].strip()


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    tunelab = sys.argv[1]
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 40
    work = tempfile.mkdtemp(prefix="serve-latency-", dir=".build" if os.path.isdir(".build") else None)
    browser = player_check.Browser()
    print("| input | measured | n | p50 ms | p95 ms | max ms |")
    print("|---|---|---|---|---|---|")
    try:
        for path in SCENARIOS + [GRID]:
            server, url = serve(tunelab, path, work)
            try:
                target, session = open_page(browser, url)
                evaluate(browser, session, CHANGE % (KEY, 0))  # warm-up, not counted
                times = [evaluate(browser, session, CHANGE % (KEY, i + 1)) for i in range(rounds)]
                if min(times) < 0:
                    sys.exit(f"serve-latency: {path} has no slider for {KEY}")
                print(f"| {path} | slider change to new motion painted | {len(times)} | {percentile(times, 50):.1f} | "
                      f"{percentile(times, 95):.1f} | {max(times):.1f} |")
                if path == GRID:
                    evaluate(browser, session, RELEASE % KEY)  # warm-up
                    land = [evaluate(browser, session, RELEASE % KEY) for _ in range(max(5, rounds // 4))]
                    print(f"| {path} | 32 x 32 neighbourhood on release | {len(land)} | {percentile(land, 50):.1f} | "
                          f"{percentile(land, 95):.1f} | {max(land):.1f} |")
                browser.send("Target.closeTarget", {"targetId": target})
            finally:
                server.send_signal(signal.SIGINT)
                server.wait(timeout=10)
    finally:
        browser.close()


if __name__ == "__main__":
    main()
