"""Samples, medians and pairwise ratios, and the JSON and Markdown reports.

Ratios are computed round by round: in round i every system took one sample, moments apart, so
sample_i(A) / sample_i(B) cancels most of what a shared, noisy machine does to both. The ratio
reported is the median over rounds of those per-round ratios, oriented so that a ratio above 1
means the first-named system is better (faster, more requests, fewer bytes).
"""
from __future__ import annotations

import json
import statistics
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

DISPLAY = {"eureka": "Eureka", "django": "Django", "wtforms": "WTForms", "textual": "Textual"}


@dataclass(frozen=True)
class Metric:
    key: str
    title: str
    unit: str            # "s", "req/s", "ms", "bytes"
    better: str          # "lower" or "higher"


@dataclass
class SystemOutcome:
    system: str
    status: str = "pending"  # measured | unavailable | refused | failed
    reason: str | None = None
    version: str | None = None
    checks: list[str] = field(default_factory=list)   # what was verified before timing
    samples: dict[str, list[float]] = field(default_factory=dict)
    details: dict[str, Any] = field(default_factory=dict)

    def median(self, metric: str) -> float | None:
        values = self.samples.get(metric) or []
        return statistics.median(values) if values else None


@dataclass
class Ratio:
    metric: str
    better: str       # the system the ratio favours when above 1
    other: str
    median: float
    rounds: int
    low: float
    high: float


@dataclass
class PhaseResult:
    group: str
    phase: str
    title: str
    metrics: list[Metric]
    systems: dict[str, SystemOutcome]
    ratios: list[Ratio] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    pairs: list[tuple[str, str]] = field(default_factory=list)

    def compute_ratios(self, pairs: list[tuple[str, str]]) -> None:
        """Per-round ratios for each (first, second) pair that both have samples."""
        self.pairs = list(pairs)
        self.ratios = []
        for first, second in pairs:
            a, b = self.systems.get(first), self.systems.get(second)
            if not a or not b or a.status != "measured" or b.status != "measured":
                continue
            for metric in self.metrics:
                xs, ys = a.samples.get(metric.key, []), b.samples.get(metric.key, [])
                n = min(len(xs), len(ys))
                if n == 0:
                    continue
                per_round = []
                for x, y in zip(xs[:n], ys[:n]):
                    if x <= 0 or y <= 0:
                        continue
                    per_round.append(y / x if metric.better == "lower" else x / y)
                if per_round:
                    self.ratios.append(Ratio(metric.key, first, second, statistics.median(per_round),
                                             len(per_round), min(per_round), max(per_round)))

    def ratio(self, metric: str, better: str, other: str) -> Ratio | None:
        for r in self.ratios:
            if r.metric == metric and r.better == better and r.other == other:
                return r
        return None


def format_value(value: float | None, unit: str) -> str:
    if value is None:
        return "—"
    if unit == "s":
        if value < 1e-3:
            return f"{value * 1e6:.3g} µs"
        if value < 1:
            return f"{value * 1e3:.3g} ms"
        return f"{value:.3g} s"
    if unit == "bytes":
        return f"{value:,.0f} B"
    if unit == "req/s":
        return f"{value:,.0f} req/s" if value >= 100 else f"{value:.3g} req/s"
    if unit == "ms":
        return f"{value:.3g} ms" if value < 1000 else f"{value / 1000:.3g} s"
    return f"{value:.3g} {unit}"


def cell(outcome: SystemOutcome | None, metric: Metric) -> str:
    if outcome is None:
        return "—"
    if outcome.status != "measured":
        return {"unavailable": "not available yet", "refused": "refused", "failed": "failed"}.get(
            outcome.status, outcome.status)
    return format_value(outcome.median(metric.key), metric.unit)


def markdown(report: dict[str, Any], phases: list[PhaseResult]) -> str:
    group_notes: dict[str, list[str]] = report.get("group_notes", {})
    lines = ["# Peers benchmark", ""]
    lines.append(f"Run {report['started']} with `{report['command']}` ({'quick' if report['quick'] else 'full'} mode, "
                 f"{report['duration_seconds']:.0f} s). Machine: {report['machine']['summary']}.")
    lines.append("")
    lines.append("Medians of samples taken in interleaved rounds; a ratio is the median of the per-round "
                 "ratios, written so that above 1 favours the first-named system.")
    lines.append("")
    groups: dict[str, list[PhaseResult]] = {}
    for phase in phases:
        groups.setdefault(phase.group, []).append(phase)
    titles = {"web": "Web, in process", "http": "Web over HTTP (loopback, wrk)", "tui": "Terminal, through a pseudo-terminal"}
    for group, members in groups.items():
        systems: list[str] = []
        for phase in members:
            for name in phase.systems:
                if name not in systems:
                    systems.append(name)
        ordered_pairs: list[tuple[str, str]] = []
        for phase in members:
            for pair in phase.pairs:
                if pair not in ordered_pairs:
                    ordered_pairs.append(pair)
        lines.append(f"## {titles.get(group, group)}")
        lines.append("")
        header = ["phase", "metric"] + [DISPLAY.get(s, s) for s in systems] + \
            [f"{DISPLAY.get(a, a)} vs {DISPLAY.get(b, b)}" for a, b in ordered_pairs]
        lines.append("| " + " | ".join(header) + " |")
        lines.append("|" + "|".join(["---", "---"] + ["---:"] * (len(header) - 2)) + "|")
        for phase in members:
            for metric in phase.metrics:
                row = [phase.title, metric.title] + [cell(phase.systems.get(s), metric) for s in systems]
                for a, b in ordered_pairs:
                    r = phase.ratio(metric.key, a, b)
                    if r is not None:
                        row.append(f"{r.median:.3g}×")
                    else:
                        missing = [s for s in (a, b) if phase.systems.get(s) is None or phase.systems[s].status != "measured"]
                        row.append("not available yet" if any(
                            phase.systems.get(s) is not None and phase.systems[s].status == "unavailable" for s in missing)
                            else "—")
                lines.append("| " + " | ".join(row) + " |")
        lines.append("")
        reasons: dict[str, str] = {}
        for phase in members:
            for name, outcome in phase.systems.items():
                if outcome.status != "measured" and outcome.reason and name not in reasons:
                    label = "not available yet" if outcome.status == "unavailable" else outcome.status
                    reasons[name] = f"{label}: {outcome.reason}"
        for name, reason in reasons.items():
            lines.append(f"- {DISPLAY.get(name, name)} {reason}")
        for phase in members:
            for note in phase.notes:
                lines.append(f"- {phase.title}: {note}")
        for note in group_notes.get(group, []):
            lines.append(f"- {note}")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def write_reports(report: dict[str, Any], phases: list[PhaseResult], out_dir: Path) -> tuple[Path, Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    data = dict(report)
    data["phases"] = [{
        "group": p.group, "phase": p.phase, "title": p.title,
        "metrics": [asdict(m) for m in p.metrics],
        "systems": {name: asdict(o) | {"medians": {m.key: o.median(m.key) for m in p.metrics}}
                    for name, o in p.systems.items()},
        "ratios": [asdict(r) for r in p.ratios],
        "notes": p.notes,
    } for p in phases]
    json_path, md_path = out_dir / "peers.json", out_dir / "peers.md"
    json_path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    md_path.write_text(markdown(report, phases), encoding="utf-8")
    return json_path, md_path
