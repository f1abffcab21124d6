#!/usr/bin/env python3
"""The serve part of the fuzz campaign (issue 44): a bounded budget of hostile requests against
`tunelab serve`'s own loopback server, over real sockets, with nothing but the standard library.

Starts `tunelab serve GRID --port 0 --out OUT`, signs in with the printed token, then sends
REQUESTS requests drawn from a seeded generator: every route and method, bodies that are valid,
mutated (numbers to extremes, keys misspelt, types swapped, truncated, invalid UTF-8, deep
nesting, oversized), hostile heads (two Hosts or Origins, a foreign Origin, no cookie, huge or
malformed headers, Transfer-Encoding, a wrong Content-Length), and idle or trickling sockets
opened beside them. Each answer must be an HTTP status among those docs/serve.md documents and
come within 15 s; the server must still answer /api/state after every 50 requests and at the
end; saves must only be point-N.json or grid-N.json in OUT (plus current-point.json). Ctrl-C must
stop it with exit 0. Exit 0 when every check holds, 1 naming each finding, 2 on a setup failure.

Usage: serve-fuzz.py TUNELAB OUT_DIR [--requests N] [--seed S] [--grid GRID.json]"""
import argparse, json, os, random, re, signal, socket, subprocess, sys, time

ALLOWED = {200, 303, 400, 401, 403, 404, 405, 408, 409, 413, 415, 422, 431, 501, 503}
ROUTES = ["/", "/app.js", "/app.css", "/api/state", "/api/charts", "/api/simulate", "/api/neighbourhood",
          "/api/export", "/api/save", "/api/../etc/passwd", "/%2e%2e/", "/api/state?x=" + "a" * 100, "//api/state"]
EXTREMES = [0, -0.0, 1e308, -1e308, 5e-324, 2.2250738585072014e-308, 9007199254740993, 1e20, -1, 0.5, 3, "x", None,
            True, [], {}, "1e999", 2 ** 63]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("tunelab"); p.add_argument("out")
    p.add_argument("--requests", type=int, default=400); p.add_argument("--seed", type=int, default=44)
    p.add_argument("--grid", default="experiments/card-rhythm.json")
    a = p.parse_args()
    rnd = random.Random(a.seed)
    os.makedirs(a.out, exist_ok=True)
    saves = os.path.join(a.out, "saves")
    server = subprocess.Popen([a.tunelab, "serve", a.grid, "--port", "0", "--out", saves],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    m = re.search(r"http://127\.0\.0\.1:(\d+)/\?token=(\S+)", line)
    if not m:
        print(f"serve-fuzz: no URL from tunelab serve: {line!r} {server.stderr.read()[:300]!r}", file=sys.stderr)
        server.kill(); return 2
    port, token = int(m.group(1)), m.group(2)
    host = f"127.0.0.1:{port}"
    signin = exchange(port, f"GET /?token={token} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
    cm = re.search(rb"Set-Cookie: (tunelab_session=[^;]+)", signin[1])
    if signin[0] != 303 or not cm:
        print(f"serve-fuzz: sign-in failed: {signin[0]}", file=sys.stderr); server.kill(); return 2
    cookie = cm.group(1).decode()
    state = json.loads(exchange(port, head("GET", "/api/state", host, cookie))[2] or b"{}")
    keys = [c.get("key") for c in state.get("controls", []) if isinstance(c, dict)] or ["layout.scaleFrequency"]

    findings, counts, idle = [], {}, []
    for i in range(a.requests):
        if rnd.random() < 0.05 and len(idle) < 300:  # an idle or trickling socket beside the load
            try:
                s = socket.create_connection(("127.0.0.1", port), timeout=2)
                if rnd.random() < 0.5: s.sendall(b"GET /api/st")
                idle.append(s)
            except OSError as e:
                findings.append(f"request {i}: cannot connect: {e}")
        request = build(rnd, host, cookie, keys)
        t = time.time()
        status, _, _ = exchange(port, request, timeout=15)
        took = time.time() - t
        counts[status] = counts.get(status, 0) + 1
        if status not in ALLOWED:
            findings.append(f"request {i}: status {status} for {request[:120]!r}")
        if took > 15:
            findings.append(f"request {i}: {took:.1f} s")
        if i % 50 == 49 and exchange(port, head("GET", "/api/state", host, cookie))[0] != 200:
            findings.append(f"after request {i}: /api/state no longer answers 200")
        if server.poll() is not None:
            findings.append(f"after request {i}: the server exited with {server.returncode}: {server.stderr.read()[:300]}")
            break
    for s in idle: s.close()
    if server.poll() is None and exchange(port, head("GET", "/api/state", host, cookie))[0] != 200:
        findings.append("at the end: /api/state does not answer 200")
    strays = [n for n in (os.listdir(saves) if os.path.isdir(saves) else [])
              if not re.fullmatch(r"(point|grid)-\d+\.json|current-point\.json", n)]
    if strays: findings.append(f"files in {saves} not made by the server: {strays}")
    if server.poll() is None:
        server.send_signal(signal.SIGINT)
        try:
            code = server.wait(timeout=10)
            if code != 0: findings.append(f"Ctrl-C: exit {code}")
        except subprocess.TimeoutExpired:
            server.kill(); findings.append("Ctrl-C did not stop the server within 10 s")
    summary = ", ".join(f"{k}: {v}" for k, v in sorted(counts.items()))
    print(f"serve-fuzz: {a.requests} requests (seed {a.seed}), statuses {{{summary}}}, findings {len(findings)}")
    for f in findings: print("finding " + f)
    return 1 if findings else 0


def head(method, path, host, cookie, body=b"", extra=()):
    lines = [f"{method} {path} HTTP/1.1", f"Host: {host}", f"Cookie: {cookie}"]
    if method == "POST": lines += [f"Origin: http://{host}", "Content-Type: application/json"]
    lines += list(extra) + [f"Content-Length: {len(body)}"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


def build(rnd, host, cookie, keys):
    """One request: a route and method, a body (valid, mutated or hostile), a head (valid or hostile)."""
    route = rnd.choice(ROUTES)
    method = "POST" if route in ("/api/simulate", "/api/neighbourhood", "/api/export", "/api/save") and rnd.random() < 0.9 \
        else rnd.choice(["GET", "GET", "POST", "PUT", "DELETE", "OPTIONS", "G\x01T"])
    body = {"values": {rnd.choice(keys): rnd.choice(EXTREMES) for _ in range(rnd.randint(0, 3))}}
    if rnd.random() < 0.5: body["case"] = rnd.choice([0, 1, 2, -1, 1e9, "1", None])
    if route == "/api/export": body["target"] = rnd.choice(["json", "swift", "uikit", "swiftui", "flutter", "android", "jsno", 3])
    if route == "/api/save": body["as"] = rnd.choice(["scenario", "grid", "../x", None])
    if route == "/api/neighbourhood":
        body.update({"x": rnd.choice(keys), "y": rnd.choice(keys), "size": rnd.choice([2, 8, 33, 1e9, -1])})
    if rnd.random() < 0.2:
        body["gesture"] = [[t / 100, -t * rnd.choice([1, 1e300])] for t in range(rnd.randint(0, 30))]
    if rnd.random() < 0.3:  # A pinned: a second set of values, simulated beside the point
        body["pinned"] = rnd.choice([{rnd.choice(keys): rnd.choice(EXTREMES)}, {}, [], None, "x"])
    if rnd.random() < 0.1: body[rnd.choice(["valeus", "cas", "ticket", "client"])] = rnd.choice(EXTREMES)
    data = json.dumps(body).encode()
    r = rnd.random()
    if r < 0.1: data = data[: rnd.randint(0, len(data))]                      # truncated
    elif r < 0.15: data = data.replace(b'"', b"\xff", 1)                      # not UTF-8
    elif r < 0.2: data = b"[" * 5000 + b"]" * 5000                            # deep nesting
    elif r < 0.23: data = b'{"values": {"' + b"a" * 70000 + b'": 1}}'        # beyond 64 KiB
    extra = []
    h = rnd.random()
    if h < 0.05: extra.append(f"Host: {host}")                                # two Hosts
    elif h < 0.1: extra.append("Origin: http://evil.example")                 # two Origins
    elif h < 0.13: extra.append("Transfer-Encoding: chunked")
    elif h < 0.16: extra.append("X-Long: " + "b" * 20000)                     # head beyond 16 KiB
    elif h < 0.19: extra += [f"X-{n}: 1" for n in range(80)]                  # too many headers
    request = head(method, route, host if rnd.random() > 0.05 else "evil.example", cookie if rnd.random() > 0.05 else "x=1",
                   data, extra)
    if rnd.random() < 0.03:  # a Content-Length that lies
        request = request.replace(b"Content-Length: ", b"Content-Length: 9", 1)
    return request


def exchange(port, request, timeout=15):
    """Sends `request`, reads the answer; (status, head, body), status 0 when none came."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
            try: s.sendall(request)
            except OSError: pass
            chunks = []
            while True:
                try: chunk = s.recv(65536)
                except (socket.timeout, OSError): break
                if not chunk: break
                chunks.append(chunk)
    except OSError:
        return (0, b"", b"")
    data = b"".join(chunks)
    head_end = data.find(b"\r\n\r\n")
    m = re.match(rb"HTTP/1\.1 (\d{3})", data)
    return (int(m.group(1)) if m else 0, data[:head_end], data[head_end + 4:] if head_end >= 0 else b"")


if __name__ == "__main__":
    sys.exit(main())
