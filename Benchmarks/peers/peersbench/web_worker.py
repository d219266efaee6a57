"""A web-phase worker: one system's form, driven over JSON lines on stdin/stdout.

This is the protocol every in-process web system speaks, the Python peers here and Eureka's
`eureka-benchmarks peers-web` later (Docs/Benchmarks.md, "Worker protocol"):

  start:    the worker prints {"protocol": 1, "system": NAME, "version": STR, "phases": [...]}
  request:  {"op": "output", "phase": P}           reply: the phase's result for the checks
            {"op": "time", "phase": P, "iterations": N}  reply: {"seconds": S} for N runs
            {"op": "quit"}                          the worker exits 0
  failure:  reply {"error": MESSAGE}

Phases: "render" (build the form, render it unbound to HTML bytes), "valid" (parse the valid
urlencoded body, bind it to a freshly built form, validate), "invalid" (the same with the
invalid body, then re-render the form with its errors to HTML bytes).

Usage: python -m peersbench.web_worker {django|wtforms} [--spec F] [--valid-body F] [--invalid-body F]
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from importlib import metadata
from pathlib import Path
from typing import Any, Callable

from .spec import INVALID_BODY_PATH, SPEC_PATH, VALID_BODY_PATH, load_spec

PHASES = ("render", "valid", "invalid")


def make_adapter(system: str, spec_path: Path):
    spec = load_spec(spec_path)
    if system == "django":
        from .web_django import DjangoAdapter
        return DjangoAdapter(spec), metadata.version("django")
    if system == "wtforms":
        from .web_wtforms import WTFormsAdapter
        return WTFormsAdapter(spec), metadata.version("wtforms")
    raise SystemExit(f"unknown system {system!r}: expected django or wtforms")


def jsonable(value: Any) -> Any:
    return value if isinstance(value, (str, int, float, bool, type(None))) else str(value)


class Worker:
    def __init__(self, adapter, valid_body: bytes, invalid_body: bytes) -> None:
        self.adapter = adapter
        self.bodies = {"valid": valid_body, "invalid": invalid_body}

    def operation(self, phase: str) -> Callable[[], Any]:
        adapter = self.adapter
        if phase == "render":
            return adapter.render_unbound
        if phase == "valid":
            body = self.bodies["valid"]
            return lambda: adapter.validate(body)
        if phase == "invalid":
            body = self.bodies["invalid"]
            return lambda: adapter.validate_and_render(body)
        raise ValueError(f"unknown phase {phase!r}; phases: {', '.join(PHASES)}")

    def output(self, phase: str) -> dict[str, Any]:
        adapter = self.adapter
        if phase == "render":
            return {"html": adapter.render_unbound().decode("utf-8")}
        form = adapter.bind(self.bodies[phase])
        errors = adapter.errors(form)
        result: dict[str, Any] = {"valid": not errors, "errors": errors}
        if phase == "valid":
            result["values"] = {k: jsonable(v) for k, v in adapter.values(form).items()}
        else:
            result["html"] = adapter.validate_and_render(self.bodies[phase]).decode("utf-8")
        return result

    def time(self, phase: str, iterations: int) -> dict[str, Any]:
        if not isinstance(iterations, int) or iterations < 1:
            raise ValueError("iterations must be a positive integer")
        run = self.operation(phase)
        clock = time.perf_counter
        start = clock()
        for _ in range(iterations):
            run()
        return {"seconds": clock() - start}

    def handle(self, request: dict[str, Any]) -> dict[str, Any] | None:
        op = request.get("op")
        if op == "quit":
            return None
        if op == "output":
            return self.output(request.get("phase", ""))
        if op == "time":
            return self.time(request.get("phase", ""), request.get("iterations"))
        raise ValueError(f"unknown op {op!r}")


def main() -> int:
    parser = argparse.ArgumentParser(description="In-process web worker for the peers benchmark")
    parser.add_argument("system", choices=["django", "wtforms"])
    parser.add_argument("--spec", type=Path, default=SPEC_PATH)
    parser.add_argument("--valid-body", type=Path, default=VALID_BODY_PATH)
    parser.add_argument("--invalid-body", type=Path, default=INVALID_BODY_PATH)
    args = parser.parse_args()
    adapter, version = make_adapter(args.system, args.spec)
    worker = Worker(adapter, args.valid_body.read_bytes(), args.invalid_body.read_bytes())
    out = sys.stdout
    out.write(json.dumps({"protocol": 1, "system": args.system, "version": version, "phases": list(PHASES)}) + "\n")
    out.flush()
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            reply = worker.handle(json.loads(line))
        except Exception as error:  # report, keep serving: the harness decides what to do
            reply = {"error": f"{type(error).__name__}: {error}"}
        if reply is None:
            return 0
        out.write(json.dumps(reply) + "\n")
        out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
