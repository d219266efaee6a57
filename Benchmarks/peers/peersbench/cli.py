"""`python -m peersbench`: checks, then measures, every system in the selected phases, and
writes the medians and ratios as JSON and Markdown. scripts/bench-peers sets everything up and
calls this; run it directly only inside that virtual environment."""
from __future__ import annotations

import argparse
import datetime
import os
import platform
import shutil
import subprocess
import sys
import time
from importlib import metadata
from pathlib import Path

from . import http_bench, tui_bench, web_bench
from .results import PhaseResult, write_reports
from .rounds import PhaseDef, log, run_group
from .spec import SpecError, load_spec
from .systems import REPO, http_contenders, tui_contenders, web_contenders

GROUPS: dict[str, list[PhaseDef]] = {"web": web_bench.PHASES, "http": http_bench.PHASES, "tui": tui_bench.PHASES}
PAIRS = {
    "web": [("eureka", "django"), ("eureka", "wtforms"), ("wtforms", "django")],
    "http": [("eureka", "django")],
    "tui": [("eureka", "textual")],
}
SETTINGS = {
    "full": {"web_rounds": 21, "web_sample_seconds": 0.25,
             "http_rounds": 3, "http_seconds": 20, "http_warmup_seconds": 5,
             "tui_launch_rounds": 5, "tui_key_rounds": 20},
    "quick": {"web_rounds": 5, "web_sample_seconds": 0.1,
              "http_rounds": 1, "http_seconds": 10, "http_warmup_seconds": 3,
              "tui_launch_rounds": 2, "tui_key_rounds": 6},
}
# Quiet intervals: Textual finishes a Tab's update in steps up to about a second apart on this
# machine (focus, then footer and other deferred refreshes); 2 s of silence catches them all.
TUI_SETTINGS = {"columns": 100, "rows": 40, "launch_quiet": 2.0, "key_quiet": 2.0,
                "launch_timeout": 600.0, "key_timeout": 60.0}
# A response slower than the timeout counts as an error; the form page of a 1,000-field form can
# take seconds on a loaded 2-core machine, and queued behind 8 connections several times that.
HTTP_SETTINGS = {"connections": 8, "threads": 1, "timeout": 60}


def select_phases(text: str) -> dict[str, list[PhaseDef]]:
    """`web,tui.launch` → the web group's phases and the tui group's launch phase."""
    chosen: dict[str, list[PhaseDef]] = {}
    for item in (part.strip() for part in text.split(",") if part.strip()):
        group, _, phase = item.partition(".")
        if group not in GROUPS:
            raise SystemExit(f"unknown phase group {group!r}; groups: {', '.join(GROUPS)} (see --list)")
        defs = GROUPS[group]
        if phase:
            match = [d for d in defs if d.key == phase]
            if not match:
                raise SystemExit(f"unknown phase {item!r}; {group} phases: {', '.join(d.key for d in defs)}")
            picked = match
        else:
            picked = defs
        current = chosen.setdefault(group, [])
        current.extend(d for d in picked if d not in current)
    # Keep each group's phases in their defined order (launch before keys, and so on).
    return {g: [d for d in GROUPS[g] if d in chosen[g]] for g in GROUPS if g in chosen}


def command_output(argv: list[str]) -> str:
    try:
        run = subprocess.run(argv, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"unavailable ({error})"
    return ((run.stdout or "") + (run.stderr or "")).strip()


def machine_info() -> dict:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = ""
    try:
        kib = int(next(l for l in Path("/proc/meminfo").read_text().splitlines() if l.startswith("MemTotal")).split()[1])
        memory = f"{kib / 1024 / 1024:.0f} GiB"
    except (OSError, StopIteration, ValueError):
        pass
    cores = os.cpu_count()
    pyperf_metadata = {}
    text = command_output([sys.executable, "-m", "pyperf", "metadata"])
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if sep and not line.startswith(" "):
            pyperf_metadata[key.strip()] = value.strip()
    return {
        "summary": f"{platform.system()} {platform.release()}, {cores} cores ({cpu}), {memory}, shared with other work",
        "cpu": cpu, "cores": cores, "memory": memory, "kernel": platform.release(),
        "load_average_at_start": os.getloadavg(),
        "pyperf_metadata": pyperf_metadata,
    }


def versions(wrk: str | None) -> dict:
    packages = {name: metadata.version(name) for name in ("Django", "WTForms", "gunicorn", "textual", "pyte", "pyperf",
                                                             "MarkupSafe", "rich")}
    return {
        "python": platform.python_version(),
        "swift": command_output(["swift", "--version"]).splitlines()[0] if shutil.which("swift") else "not found",
        "wrk": command_output([wrk, "-v"]).splitlines()[0] if wrk else "not found",
        "packages": packages,
    }


def goals(phases: list[PhaseResult]) -> list[str]:
    """The issue's goals for the terminal: ≥10× faster on both times, fewer bytes per keystroke."""
    notes = []
    by_key = {p.phase: p for p in phases if p.group == "tui"}
    for key, label in (("launch", "launch → first frame"), ("type", "keystroke → frame"), ("tab", "Tab → frame")):
        phase = by_key.get(key)
        ratio = phase.ratio("time", "eureka", "textual") if phase else None
        if ratio:
            notes.append(f"goal ≥10× faster, {label}: {ratio.median:.3g}× — {'met' if ratio.median >= 10 else 'NOT met'}")
    for key in ("type", "tab"):
        phase = by_key.get(key)
        if phase and all(phase.systems.get(s) and phase.systems[s].status == "measured" for s in ("eureka", "textual")):
            ours, theirs = phase.systems["eureka"].median("bytes"), phase.systems["textual"].median("bytes")
            notes.append(f"goal fewer bytes per keystroke ({key}): Eureka {ours:,.0f} B vs Textual {theirs:,.0f} B — "
                         f"{'met' if ours < theirs else 'NOT met'}")
    return notes


def web_goals(phases: list[PhaseResult]) -> list[str]:
    """The issue's goals in process: in every phase ≥100× faster than WTForms, ≥150× than Django."""
    notes = []
    for phase in (p for p in phases if p.group == "web"):
        for peer, target in (("wtforms", 100), ("django", 150)):
            ratio = phase.ratio("time", "eureka", peer)
            if ratio:
                notes.append(f"goal ≥{target}× faster than {DISPLAY_NAMES[peer]}, {phase.title}: {ratio.median:.3g}× — "
                             f"{'met' if ratio.median >= target else 'NOT met'}")
    return notes


def http_goals(phases: list[PhaseResult]) -> list[str]:
    """The issue's goals over HTTP: ≥10× the requests per second of Django, at a lower p99."""
    notes = []
    for phase in (p for p in phases if p.group == "http"):
        rps, p99 = phase.ratio("rps", "eureka", "django"), phase.ratio("p99", "eureka", "django")
        if rps and p99:
            met = rps.median >= 10 and p99.median > 1
            notes.append(f"goal ≥10× requests per second at a lower p99, {phase.title}: {rps.median:.3g}× the requests, "
                         f"p99 {p99.median:.3g}× lower — {'met' if met else 'NOT met'}")
    return notes


DISPLAY_NAMES = {"wtforms": "WTForms", "django": "Django"}


def late_notes(phases: list[PhaseResult]) -> list[str]:
    notes = []
    for phase in phases:
        for name, outcome in phase.systems.items():
            late = outcome.details.get("late_bytes")
            if late:
                notes.append(f"{name}, {phase.phase}: {late:,.0f} bytes arrived after {outcome.details['late_samples']:.0f} "
                             f"frame(s) had settled (an update with a pause longer than the quiet interval)")
    return notes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/bench-peers", description=__doc__)
    parser.add_argument("--phases", default="web,http,tui",
                        help="comma-separated groups (web, http, tui) or group.phase (e.g. tui.launch); default all")
    parser.add_argument("--quick", action="store_true", help="fewer rounds and shorter runs (a smoke run, minutes)")
    parser.add_argument("--out", type=Path, default=REPO / "bench-results", help="where peers.json and peers.md go")
    parser.add_argument("--build-dir", type=Path, default=REPO / ".build" / "release",
                        help="the Swift release products (eureka-examples, eureka-benchmarks)")
    parser.add_argument("--list", action="store_true", help="list the phase groups and phases, then exit")
    args = parser.parse_args(argv)
    if args.list:
        for group, defs in GROUPS.items():
            print(f"{group}: " + ", ".join(f"{group}.{d.key} ({d.title})" for d in defs))
        return 0
    selected = select_phases(args.phases)
    try:
        spec = load_spec()
    except SpecError as error:
        print(f"bench-peers: {error}", file=sys.stderr)
        return 2
    mode = "quick" if args.quick else "full"
    settings = SETTINGS[mode]
    wrk = shutil.which("wrk")
    started_wall = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
    started = time.monotonic()
    report = {
        "command": "scripts/bench-peers " + " ".join(sys.argv[1:] if argv is None else argv),
        "started": started_wall, "quick": args.quick, "settings": settings | {"tui": TUI_SETTINGS, "http": HTTP_SETTINGS},
        "machine": machine_info(), "versions": versions(wrk),
    }
    results: list[PhaseResult] = []
    report["group_notes"] = {}
    for group, defs in selected.items():
        log(f"== {group}: {', '.join(d.key for d in defs)}")
        if group == "web":
            contenders = web_contenders(spec, args.build_dir, settings["web_sample_seconds"])
            rounds = {d.key: settings["web_rounds"] for d in defs}
        elif group == "http":
            if not wrk:
                print("bench-peers: wrk is not installed (scripts/bench-peers installs it with apt-get)", file=sys.stderr)
                return 2
            http_settings = HTTP_SETTINGS | {"wrk": wrk, "seconds": settings["http_seconds"],
                                             "warmup_seconds": settings["http_warmup_seconds"]}
            contenders = http_contenders(spec, args.build_dir, args.out / "logs", http_settings)
            rounds = {d.key: settings["http_rounds"] for d in defs}
        else:
            contenders = tui_contenders(spec, args.build_dir, TUI_SETTINGS)
            rounds = {d.key: settings["tui_launch_rounds"] if d.key == "launch" else settings["tui_key_rounds"]
                      for d in defs}
        group_results = run_group(group, defs, contenders, rounds, PAIRS[group])
        if group == "tui":
            report["group_notes"]["tui"] = goals(group_results) + late_notes(group_results)
        elif group == "web":
            report["group_notes"]["web"] = web_goals(group_results)
        else:
            report["group_notes"]["http"] = http_goals(group_results)
        results.extend(group_results)
    report["duration_seconds"] = time.monotonic() - started
    report["machine"]["load_average_at_end"] = os.getloadavg()
    json_path, md_path = write_reports(report, results, args.out)
    print(md_path.read_text(encoding="utf-8"))
    print(f"Results: {json_path}\n         {md_path}\nTook {report['duration_seconds']:.0f} s.")
    return 0
