"""Web phases in process: each system runs as a worker process speaking the JSON-lines protocol
of `web_worker.py`; the harness checks its outputs, then asks it for timed samples."""
from __future__ import annotations

import json
import os
import selectors
import subprocess
import time
from pathlib import Path
from typing import Any

from .dialects import PEERS, Dialect
from .equivalence import CHECKS, load_expected
from .results import Metric
from .rounds import PhaseDef, Refused, Unavailable
from .spec import FormSpec

TIME = Metric("time", "time per operation", "s", "lower")
PHASES = [
    PhaseDef("render", "render unbound (1,000 fields)", (TIME,)),
    PhaseDef("valid", "bind + validate a valid body", (TIME,)),
    PhaseDef("invalid", "bind + validate + re-render, 100 errors", (TIME,)),
]
CHECK_TEXT = {
    "render": "unbound render: every field in order with its label, options and initial value; no hostile value became markup",
    "valid": "valid body accepted with every value bound as the spec says",
    "invalid": "invalid body gives exactly the 100 expected errors, each attached to its field, values re-shown escaped",
}


class WorkerContender:
    """One system's worker process."""

    def __init__(self, name: str, argv: list[str], spec: FormSpec, cwd: Path, env: dict[str, str] | None = None,
                 sample_seconds: float = 0.25, start_timeout: float = 120.0, not_yet: str | None = None,
                 dialect: Dialect = PEERS) -> None:
        self.name, self.argv, self.spec, self.cwd = name, argv, spec, cwd
        self.dialect = dialect  # how its page names fields, carries choices and shows errors
        self.env = env
        self.sample_seconds = sample_seconds
        self.start_timeout = start_timeout
        self.not_yet = not_yet  # how to describe a worker that does not speak the protocol yet
        self.version: str | None = None
        self.checks: list[str] = []
        self.iterations: dict[str, int] = {}
        self.process: subprocess.Popen | None = None
        self._buffer = b""

    # -- process plumbing -------------------------------------------------------------------
    def _start(self) -> dict[str, Any]:
        if not Path(self.argv[0]).exists():
            raise Unavailable(f"{self.argv[0]} does not exist (build it first)")
        self.process = subprocess.Popen(self.argv, cwd=self.cwd, env=self.env, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        line = self._readline(self.start_timeout, starting=True)
        try:
            hello = json.loads(line)
        except json.JSONDecodeError:
            hello = None
        if not isinstance(hello, dict) or hello.get("protocol") != 1:
            try:
                status = self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                status = "still running"
            stderr = self._stderr()
            lines = (line.strip() or stderr.strip()).splitlines()
            said = (lines[0][:100] + ("…" if len(lines[0]) > 100 else "")) if lines else "nothing"
            self.close()
            prefix = self.not_yet or f"{self.name} worker does not speak protocol 1"
            raise Unavailable(f"{prefix} (`{' '.join(self._short_argv())}` exited with status {status}, saying: {said})")
        return hello

    def _short_argv(self) -> list[str]:
        return [Path(self.argv[0]).name] + self.argv[1:2]

    def _stderr(self) -> str:
        if self.process and self.process.poll() is not None and self.process.stderr:
            return self.process.stderr.read().decode(errors="replace")
        return ""

    def _readline(self, timeout: float, starting: bool = False) -> str:
        assert self.process and self.process.stdout
        deadline = time.monotonic() + timeout
        selector = selectors.DefaultSelector()
        selector.register(self.process.stdout, selectors.EVENT_READ)
        try:
            while b"\n" not in self._buffer:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise TimeoutError(f"{self.name} worker gave no answer within {timeout:.0f} s")
                if selector.select(remaining):
                    chunk = os.read(self.process.stdout.fileno(), 1 << 16)
                    if not chunk:
                        if starting:
                            return self._buffer.decode(errors="replace")
                        raise RuntimeError(f"{self.name} worker exited (status {self.process.wait()}): "
                                           f"{self._stderr().strip()[:300]}")
                    self._buffer += chunk
        finally:
            selector.close()
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line.decode()

    def _request(self, request: dict[str, Any], timeout: float = 600.0) -> dict[str, Any]:
        assert self.process and self.process.stdin
        self.process.stdin.write((json.dumps(request) + "\n").encode())
        self.process.stdin.flush()
        reply = json.loads(self._readline(timeout))
        if "error" in reply:
            raise RuntimeError(f"{self.name} worker: {reply['error']}")
        return reply

    # -- contender --------------------------------------------------------------------------
    def prepare(self, phases: list[PhaseDef]) -> None:
        hello = self._start()
        self.version = str(hello.get("version"))
        offered = set(hello.get("phases") or [])
        expected = load_expected()
        for phase in phases:
            if phase.key not in offered:
                raise Unavailable(f"the {self.name} worker does not offer phase {phase.key!r} yet")
            output = self._request({"op": "output", "phase": phase.key})
            problems = CHECKS[phase.key](self.spec, expected, output, self.dialect)
            if problems:
                raise Refused(f"phase {phase.key}: " + "; ".join(problems[:4]))
            self.checks.append(CHECK_TEXT[phase.key])

    def warm_up(self, phase: PhaseDef) -> None:
        seconds = self._request({"op": "time", "phase": phase.key, "iterations": 1})["seconds"]
        seconds = min(seconds, self._request({"op": "time", "phase": phase.key, "iterations": 1})["seconds"])
        iterations = max(1, round(self.sample_seconds / max(seconds, 1e-9)))
        self.iterations[phase.key] = iterations
        self._request({"op": "time", "phase": phase.key, "iterations": iterations})

    def sample(self, phase: PhaseDef) -> dict[str, float]:
        iterations = self.iterations[phase.key]
        seconds = self._request({"op": "time", "phase": phase.key, "iterations": iterations})["seconds"]
        return {"time": seconds / iterations}

    def close(self) -> None:
        if self.process and self.process.poll() is None:
            try:
                self.process.stdin.write(b'{"op": "quit"}\n')
                self.process.stdin.flush()
                self.process.wait(timeout=5)
            except (BrokenPipeError, subprocess.TimeoutExpired, OSError):
                self.process.kill()
                self.process.wait()
        self.process = None
