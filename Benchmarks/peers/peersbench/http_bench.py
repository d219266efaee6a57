"""Web phases over HTTP on loopback: each system's server is started, checked through real
requests (including CSRF: a token from a GET and its cookie, as a browser sends them), then
loaded with wrk at fixed connections and duration.

Adding a server is a start command and a path (see `ServerContender`)."""
from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import time
from pathlib import Path
from typing import Callable
from urllib.parse import urlencode

from .dialects import PEERS, Dialect
from .equivalence import check_html, load_expected
from .html_check import _TreeBuilder
from .results import Metric
from .rounds import PhaseDef, Refused, Unavailable
from .spec import PEERS_DIR, FormSpec

RPS = Metric("rps", "requests per second", "req/s", "higher")
P99 = Metric("p99", "p99 latency", "ms", "lower")
PHASES = [
    PhaseDef("get", "GET the form page", (RPS, P99)),
    PhaseDef("post-valid", "POST a valid body (→ 303)", (RPS, P99)),
    PhaseDef("post-invalid", "POST a body with 100 errors (→ 200 or 422, re-rendered)", (RPS, P99)),
]
LUA = PEERS_DIR / "wrk" / "peers.lua"
# The answer to a submission with errors: the form re-rendered, as 200 (Django's convention) or
# 422 Unprocessable Content (Eureka's: the submission was understood and refused).
INVALID_STATUSES = (200, 422)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def hidden_fields(html: str) -> list[tuple[str, str]]:
    """The form's hidden inputs (the CSRF token), as a browser would post them."""
    builder = _TreeBuilder()
    builder.feed(html)
    return [(n.attrs.get("name") or "", n.attrs.get("value") or "") for n in builder.root.walk()
            if n.tag == "input" and (n.attrs.get("type") or "").lower() == "hidden" and n.attrs.get("name")]


class ServerContender:
    """A server started by `argv` (with `{port}` replaced), serving the spec form at `path`; its
    page and the bodies it is sent are in its `dialect` (dialects.py)."""

    def __init__(self, name: str, argv: list[str], path: str, spec: FormSpec, cwd: Path, log_dir: Path,
                 version: str, settings: dict, env: dict[str, str] | None = None,
                 probe: Callable[[], str | None] | None = None, dialect: Dialect = PEERS) -> None:
        self.name, self.argv, self.path, self.spec, self.cwd = name, argv, path, spec, cwd
        self.log_dir, self.version, self.settings, self.env, self.probe = log_dir, version, settings, env, probe
        self.dialect = dialect
        self.invalid_status = 200
        self.checks: list[str] = []
        self.process: subprocess.Popen | None = None
        self.port = 0
        self.cookie = ""
        self.extra = ""

    # -- HTTP helpers ---------------------------------------------------------------------------
    def _request(self, method: str, body: bytes | None = None, cookie: str | None = None,
                 origin: bool = True) -> tuple[int, list[tuple[str, str]], str]:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        headers = {}
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if cookie:
            headers["Cookie"] = cookie
        if origin:
            headers["Origin"] = self.origin
        try:
            connection.request(method, self.path, body=body, headers=headers)
            response = connection.getresponse()
            text = response.read().decode("utf-8", errors="replace")
            return response.status, response.getheaders(), text
        finally:
            connection.close()

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _wait_ready(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                said = self.log_path.read_text(errors="replace").strip().splitlines()
                raise RuntimeError(f"the {self.name} server exited with status {self.process.returncode}: "
                                   f"{said[0] if said else 'no output'} (log: {self.log_path})")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError(f"the {self.name} server did not listen within {timeout:.0f} s (log: {self.log_path})")

    # -- contender --------------------------------------------------------------------------
    def prepare(self, phases: list[PhaseDef]) -> None:
        if self.probe is not None:
            reason = self.probe()
            if reason:
                raise Unavailable(reason)
        self.port = free_port()
        argv = [part.replace("{port}", str(self.port)) for part in self.argv]
        self.log_dir.mkdir(parents=True, exist_ok=True)
        self.log_path = self.log_dir / f"{self.name}-server.log"
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(argv, cwd=self.cwd, env=self.env, stdout=log, stderr=subprocess.STDOUT,
                                            start_new_session=True)
        self._wait_ready(60)
        expected = load_expected()
        status, headers, page = self._request("GET", cookie=None, origin=False)
        if status != 200:
            raise Refused(f"GET {self.path} answered {status}")
        problems = check_html(self.spec, page, expected["unbound"]["renderedValues"], {}, "GET page", self.dialect)
        if problems:
            raise Refused("; ".join(problems[:4]))
        self.checks.append("GET: 200, every field in order with label, options and initial value, escaped")
        self.cookie = "; ".join(value.split(";", 1)[0].strip() for key, value in headers if key.lower() == "set-cookie")
        self.extra = urlencode(hidden_fields(page))
        valid, invalid = self.dialect.valid_body_path.read_bytes(), self.dialect.invalid_body_path.read_bytes()
        status, _, _ = self._request("POST", valid + b"&" + self.extra.encode(), cookie=self.cookie)
        if not 300 <= status < 400:
            raise Refused(f"POST of the valid body answered {status}, expected a redirect (3xx)")
        self.checks.append("POST valid (with CSRF token and cookie from the GET): redirect")
        status, _, page = self._request("POST", invalid + b"&" + self.extra.encode(), cookie=self.cookie)
        if status not in INVALID_STATUSES:
            raise Refused(f"POST of the invalid body answered {status}, expected 200 or 422")
        self.invalid_status = status
        problems = check_html(self.spec, page, expected["invalid"]["renderedValues"], expected["invalid"]["errors"],
                              "POST invalid", self.dialect, expected["unbound"]["renderedValues"])
        if problems:
            raise Refused("; ".join(problems[:4]))
        self.checks.append(f"POST invalid: {status}, exactly the 100 expected errors on their fields, values escaped")
        status, _, _ = self._request("POST", valid, cookie=None)
        if status != 403:
            raise Refused(f"POST without a CSRF token answered {status}, expected 403: the server must do CSRF "
                          "checks, as every compared server does")
        self.checks.append("POST without the CSRF token: 403 (CSRF enforced)")

    def _check_running(self) -> None:
        if self.process is not None and self.process.poll() is not None:
            status = self.process.returncode
            how = f"signal {-status}" if status < 0 else f"status {status}"
            raise RuntimeError(f"the {self.name} server exited ({how}); log: {self.log_path}")

    def _wrk(self, phase: PhaseDef, seconds: float, warming: bool = False) -> dict[str, float]:
        self._check_running()
        method, body = ("GET", "-") if phase.key == "get" else (
            "POST", str(self.dialect.valid_body_path if phase.key == "post-valid" else self.dialect.invalid_body_path))
        # A refused submission may be answered 422, which wrk counts as an error: in that phase
        # every system's statuses are checked by the script instead (the one its check saw).
        statuses = str(self.invalid_status) if phase.key == "post-invalid" else ""
        argv = [self.settings["wrk"], "-t", str(self.settings["threads"]), "-c", str(self.settings["connections"]),
                "-d", f"{seconds:g}s", "--timeout", f"{self.settings['timeout']:g}s", "-s", str(LUA), f"http://127.0.0.1:{self.port}{self.path}",
                "--", method, body, self.cookie, self.extra if method == "POST" else "", self.origin, statuses]
        run = subprocess.run(argv, capture_output=True, text=True, timeout=seconds + 120)
        # Requests wrk had in flight when it stopped are still queued at the server; wait for
        # them with one more request, so they do not slow the next system's sample.
        self._check_running()
        self._drain()
        line = next((l for l in run.stdout.splitlines() if l.startswith("PEERS-RESULT ")), None)
        if run.returncode != 0 or line is None:
            raise RuntimeError(f"wrk failed (status {run.returncode}): {(run.stderr or run.stdout).strip()[:300]}")
        result = json.loads(line.removeprefix("PEERS-RESULT "))
        if result["requests"] == 0:
            if warming:
                return {}
            raise RuntimeError(f"wrk completed no request in {seconds:g} s")
        if statuses and not result.get("statuses_checked"):
            raise RuntimeError("wrk's script did not check the response statuses")
        status_errors = result["unexpected_status"] if statuses else result["errors_status"]
        bad = status_errors + result["errors_timeout"]
        if bad:
            expected = f"status other than {statuses}" if statuses else "status errors"
            raise RuntimeError(f"{bad} of {result['requests']} responses were errors or timeouts "
                               f"({expected}: {status_errors}, timeouts {result['errors_timeout']})")
        return {"rps": result["requests"] / (result["duration_us"] / 1e6), "p99": result["p99_us"] / 1000.0}

    def _drain(self) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=300)
        try:
            connection.request("GET", self.path)
            connection.getresponse().read()
        finally:
            connection.close()

    def warm_up(self, phase: PhaseDef) -> None:
        self._wrk(phase, self.settings["warmup_seconds"], warming=True)

    def sample(self, phase: PhaseDef) -> dict[str, float]:
        return self._wrk(phase, self.settings["seconds"])

    def close(self) -> None:
        if self.process and self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
                self.process.wait(timeout=10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                try:
                    os.killpg(self.process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                self.process.wait()
        self.process = None
