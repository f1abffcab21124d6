#!/usr/bin/env python3
"""Checks report pages in headless Chromium over the DevTools protocol (--remote-debugging-pipe,
standard library only): at each width, every motion player advances (its data-player-frame
differs between two moments), the page has no console error or uncaught exception, it does not
overflow sideways, no visible chart text is drawn below 11 px, and a sweep page's best-points table
shows its first metric column without scrolling sideways. Saves a screenshot per page
and width. Usage: player-check.py OUT_DIR PAGE.html [PAGE.html ...]  (widths: 390 and 1440)"""
import base64, fcntl, json, os, shutil, subprocess, sys, tempfile, time

WIDTHS = (390, 1440)
HEIGHT = 900

PROBE = r"""(() => {
  const frames = Array.from(document.querySelectorAll('[data-player]')).map(p => p.getAttribute('data-player-frame'));
  const doc = document.documentElement;
  let smallest = null, where = '';
  for (const t of document.querySelectorAll('svg text')) {
    const svg = t.ownerSVGElement; if (!svg || !svg.viewBox || !svg.viewBox.baseVal || !svg.viewBox.baseVal.width) continue;
    const box = svg.getBoundingClientRect(); if (box.width === 0) continue;
    const px = parseFloat(getComputedStyle(t).fontSize) * box.width / svg.viewBox.baseVal.width;
    if (smallest === null || px < smallest) { smallest = px; where = t.textContent.slice(0, 40); }
  }
  const metric = document.querySelector('table.summary thead th:nth-child(3)');
  const canvas = document.querySelector('.player canvas');
  return {frames, scrollWidth: doc.scrollWidth, innerWidth: window.innerWidth, smallest, where,
          height: doc.scrollHeight, metricRight: metric ? metric.getBoundingClientRect().right : null,
          metricName: metric ? metric.textContent : '', canvasWidth: canvas ? canvas.getBoundingClientRect().width : null};
})()"""


class Browser:
    def __init__(self):
        exe = next((p for p in ("chromium", "chromium-browser") if any(
            os.access(os.path.join(d, p), os.X_OK) for d in os.environ["PATH"].split(":"))), None)
        if not exe:
            sys.exit("player-check: chromium is not installed (apt-get install chromium)")
        self.profile = tempfile.mkdtemp(prefix="player-check-")
        def high(fd):  # above 4, so moving the ends to fds 3 and 4 never closes one of them
            moved = fcntl.fcntl(fd, fcntl.F_DUPFD, 10)
            os.close(fd)
            return moved
        to_child_r, self.to_child = map(high, os.pipe())
        self.from_child, from_child_w = map(high, os.pipe())
        # The browser reads commands on fd 3 and writes replies on fd 4 (the shell moves them there).
        command = " ".join([exe, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                            "--remote-debugging-pipe", "--no-first-run", "--user-data-dir=" + self.profile, "about:blank"])
        self.proc = subprocess.Popen(
            ["bash", "-c", f'exec {command} 3<&{to_child_r} 4>&{from_child_w} {to_child_r}<&- {from_child_w}>&-'],
            pass_fds=(to_child_r, from_child_w), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_child_r)
        os.close(from_child_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def receive(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_child, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        self.proc.wait(timeout=20)
        shutil.rmtree(self.profile, ignore_errors=True)


def errors(events, session):
    found = []
    for e in events:
        if e.get("sessionId") != session:
            continue
        m, p = e.get("method"), e.get("params", {})
        if m == "Runtime.exceptionThrown":
            found.append("exception: " + p["exceptionDetails"].get("exception", {}).get("description", p["exceptionDetails"].get("text", "")))
        elif m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
            found.append("console." + p["type"] + ": " + " ".join(str(a.get("value", a.get("description", ""))) for a in p.get("args", [])))
        elif m == "Log.entryAdded" and p["entry"].get("level") == "error":
            found.append("log: " + p["entry"].get("text", "") + " " + p["entry"].get("url", ""))
    return found


def check(browser, page, width, out_dir):
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    for domain in ("Runtime", "Page", "Log"):
        browser.send(domain + ".enable", session=session)
    browser.send("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": width < 600}, session=session)
    browser.send("Page.navigate", {"url": "file://" + os.path.abspath(page)}, session=session)
    deadline = time.time() + 30
    while not any(e.get("method") == "Page.loadEventFired" and e.get("sessionId") == session for e in browser.events):
        if time.time() > deadline:
            return [f"{page} @ {width}px: no load event in 30 s"], None
        browser.events.append(browser.receive())

    def probe():
        r = browser.send("Runtime.evaluate", {"expression": PROBE, "returnByValue": True}, session=session)
        return r["result"]["value"]

    time.sleep(0.3)
    first = probe()
    time.sleep(0.8)
    second = probe()
    problems = []
    name = f"{os.path.basename(os.path.dirname(os.path.dirname(os.path.abspath(page))))}-{width}"
    if not first["frames"]:
        problems.append("no motion player on the page")
    for i, (a, b) in enumerate(zip(first["frames"], second["frames"])):
        if a == b:
            problems.append(f"player {i + 1} did not advance (data-player-frame {a} then {b})")
    if second["scrollWidth"] > second["innerWidth"]:
        problems.append(f"horizontal overflow: the page is {second['scrollWidth']} px wide in a {second['innerWidth']} px window")
    if second["metricRight"] is not None and second["metricRight"] > second["innerWidth"]:
        problems.append(f"the best-points table's first metric column (\"{second['metricName']}\") ends at "
                        f"{second['metricRight']:.0f} px, off a {second['innerWidth']} px screen")
    if second["smallest"] is not None and second["smallest"] < 11 - 1e-6:
        problems.append(f"chart text at {second['smallest']:.1f} px (\"{second['where']}\")")
    problems += errors(browser.events, session)
    shot = browser.send("Page.captureScreenshot", {"format": "png"}, session=session)
    with open(os.path.join(out_dir, name + ".png"), "wb") as f:
        f.write(base64.b64decode(shot["data"]))
    browser.send("Target.closeTarget", {"targetId": target})
    summary = (f"{page} @ {width}px: players {first['frames']} -> {second['frames']}, page {second['scrollWidth']} px wide, "
               f"smallest chart text {second['smallest'] if second['smallest'] is None else round(second['smallest'], 1)} px, "
               f"{second['height']} px tall, players {second['canvasWidth'] if second['canvasWidth'] is None else round(second['canvasWidth'])} px wide")
    return [f"{page} @ {width}px: {p}" for p in problems], summary


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    out_dir, pages = sys.argv[1], sys.argv[2:]
    os.makedirs(out_dir, exist_ok=True)
    browser = Browser()
    failures = []
    try:
        for page in pages:
            if not os.path.isfile(page):
                failures.append(f"{page}: no such file")
                continue
            for width in WIDTHS:
                problems, summary = check(browser, page, width, out_dir)
                if summary:
                    print("player-check: " + summary)
                failures += problems
    finally:
        browser.close()
    for f in failures:
        print("player-check: FAIL " + f)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
