"""Starting a konjugieren-server for a check, and talking to it."""
import json
import socket
import subprocess
import time
import urllib.error
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(url, body=None, headers=None):
    """(status, decoded JSON or text) of a GET, or of a POST of `body` as JSON."""
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, headers=headers or {})
    if data is not None:
        req.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            status, raw, kind = r.status, r.read(), r.headers.get("Content-Type", "")
    except urllib.error.HTTPError as e:
        status, raw, kind = e.code, e.read(), e.headers.get("Content-Type", "")
    text = raw.decode()
    return status, json.loads(text) if kind.startswith("application/json") else text


class Server:
    """A server process on a free loopback port, stopped on exit."""

    def __init__(self, binary, arguments, rate_limit="0"):
        self.port = free_port()
        self.url = "http://127.0.0.1:%d" % self.port
        self.command = [binary, "--port", str(self.port), "--rate-limit", rate_limit] + arguments

    def __enter__(self):
        self.process = subprocess.Popen(self.command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.time() + 60
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError("the server stopped: " + self.process.stderr.read().decode())
            try:
                if request(self.url + "/healthz") == (200, "ok"):
                    return self
            except OSError:
                pass
            time.sleep(0.2)
        raise RuntimeError("the server did not answer /healthz within 60 s")

    def __exit__(self, *exc):
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
