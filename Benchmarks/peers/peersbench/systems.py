"""Which systems take part in each group, and how each is started. Eureka's web entries are
defined to the protocol in Docs/Benchmarks.md and report "not available yet" until the Swift
side implements it; adding a system here is a command line and, for HTTP, a path."""
from __future__ import annotations

import os
import subprocess
import sys
from importlib import metadata
from pathlib import Path

from .dialects import EUREKA
from .http_bench import ServerContender
from .spec import PEERS_DIR, SPEC_PATH, FormSpec
from .tui_bench import TuiContender
from .web_bench import WorkerContender

REPO = PEERS_DIR.parent.parent

# Eureka's in-process web worker (Docs/Benchmarks.md, "Worker protocol"). Its bodies are the
# same submissions as the peers', as Eureka's page posts them (dialects.py).
EUREKA_WEB_WORKER = ["{build}/eureka-benchmarks", "peers-web", "--spec", str(SPEC_PATH),
                     "--valid-body", str(EUREKA.valid_body_path), "--invalid-body", str(EUREKA.invalid_body_path)]
# Eureka's HTTP server for the spec form (Docs/Benchmarks.md, "HTTP contract").
EUREKA_HTTP_SERVER = ["{build}/eureka-examples", "serve", "--host", "127.0.0.1", "--port", "{port}",
                      "--peers-spec", str(SPEC_PATH)]
EUREKA_HTTP_PATH = "/peers"


def _python_env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(PEERS_DIR) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


def _expand(argv: list[str], build: Path) -> list[str]:
    return [part.replace("{build}", str(build)) for part in argv]


def web_contenders(spec: FormSpec, build: Path, sample_seconds: float) -> list[WorkerContender]:
    python = sys.executable
    return [
        WorkerContender("eureka", _expand(EUREKA_WEB_WORKER, build), spec, REPO, sample_seconds=sample_seconds,
                        not_yet="Eureka's in-process web API is not there yet: eureka-benchmarks has no "
                                "`peers-web` worker", dialect=EUREKA),
        WorkerContender("django", [python, "-m", "peersbench.web_worker", "django"], spec, PEERS_DIR,
                        env=_python_env(), sample_seconds=sample_seconds),
        WorkerContender("wtforms", [python, "-m", "peersbench.web_worker", "wtforms"], spec, PEERS_DIR,
                        env=_python_env(), sample_seconds=sample_seconds),
    ]


def _eureka_serve_probe(build: Path) -> str | None:
    examples = build / "eureka-examples"
    if not examples.exists():
        return f"{examples} does not exist (build it first)"
    run = subprocess.run([str(examples), "serve", "--help"], capture_output=True, text=True, timeout=60,
                         stdin=subprocess.DEVNULL)
    said = (run.stdout + run.stderr).strip()
    # ArgumentParser answers `--help` with the root command's help when `serve` is unknown.
    if run.returncode != 0 or "eureka-examples serve" not in said:
        first = said.splitlines()[0] if said else "no message"
        return ("Eureka's web server is not there yet: `eureka-examples serve` does not exist "
                f"(`eureka-examples serve --help` answered with status {run.returncode}: {first})")
    return None


def http_contenders(spec: FormSpec, build: Path, log_dir: Path, settings: dict) -> list[ServerContender]:
    cores = os.cpu_count() or 1
    django_argv = [str(Path(sys.executable).parent / "gunicorn"), "--workers", str(cores), "--bind",
                   "127.0.0.1:{port}", "--log-level", "warning", "peersbench.django_site.wsgi:application"]
    return [
        ServerContender("eureka", _expand(EUREKA_HTTP_SERVER, build), EUREKA_HTTP_PATH, spec, REPO, log_dir,
                        version="this checkout (eureka-examples serve, release build)", settings=settings,
                        probe=lambda: _eureka_serve_probe(build), dialect=EUREKA),
        ServerContender("django", django_argv, "/peers", spec, PEERS_DIR, log_dir,
                        version=f"Django {metadata.version('django')}, gunicorn {metadata.version('gunicorn')} "
                                f"({cores} sync workers)", settings=settings, env=_python_env()),
    ]


def tui_contenders(spec: FormSpec, build: Path, settings: dict) -> list[TuiContender]:
    base = {key: value for key, value in os.environ.items() if key in ("PATH", "HOME", "USER", "TMPDIR")}
    base |= {"TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
    eureka_env = base | {"EUREKA_EXAMPLES_PEERS_SPEC": str(SPEC_PATH)}
    textual_env = base | {"PYTHONPATH": str(PEERS_DIR)}
    return [
        TuiContender("eureka", [str(build / "eureka-examples")], eureka_env, REPO, spec, settings,
                     version="this checkout (eureka-examples, release build)"),
        TuiContender("textual", [sys.executable, "-m", "peersbench.tui_textual", "--spec", str(SPEC_PATH)],
                     textual_env, PEERS_DIR, spec, settings, version=f"Textual {metadata.version('textual')}"),
    ]
