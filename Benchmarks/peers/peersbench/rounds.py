"""Interleaved measurement: every system takes one sample per round, in turn (A, B, A, B…,
with the order reversed every other round so neither always goes first), after its own
warm-up. A system that cannot run, or fails its equivalence checks, is never timed."""
from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from typing import Protocol

from .results import Metric, PhaseResult, SystemOutcome


class Unavailable(Exception):
    """The system does not exist yet here (for example Eureka's web side); the reason says why."""


class Refused(Exception):
    """The system failed an equivalence check, so timing it would compare different work."""


@dataclass(frozen=True)
class PhaseDef:
    key: str
    title: str
    metrics: tuple[Metric, ...]


class Contender(Protocol):
    name: str
    version: str | None
    checks: list[str]

    def prepare(self, phases: list[PhaseDef]) -> None: ...
    def warm_up(self, phase: PhaseDef) -> None: ...
    def sample(self, phase: PhaseDef) -> dict[str, float]: ...
    def close(self) -> None: ...


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def describe(metrics: tuple[Metric, ...], values: dict[str, float]) -> str:
    from .results import format_value
    return ", ".join(format_value(values.get(m.key), m.unit) for m in metrics)


def run_group(group: str, phases: list[PhaseDef], contenders: list[Contender], rounds: dict[str, int],
              pairs: list[tuple[str, str]]) -> list[PhaseResult]:
    """Prepares every contender, then measures each phase in interleaved rounds."""
    outcomes = {p.key: {c.name: SystemOutcome(c.name) for c in contenders} for p in phases}
    ready: list[Contender] = []
    for contender in contenders:
        started = time.monotonic()
        try:
            contender.prepare(phases)
        except Unavailable as reason:
            status, text = "unavailable", str(reason)
        except Refused as reason:
            status, text = "refused", str(reason)
        except Exception as error:  # a crash while preparing is a failure, not a silent skip
            status, text = "failed", f"{type(error).__name__}: {error}"
        else:
            ready.append(contender)
            log(f"[{group}] {contender.name}: checks passed ({time.monotonic() - started:.1f} s): "
                + "; ".join(contender.checks))
            continue
        log(f"[{group}] {contender.name}: {'not available yet' if status == 'unavailable' else status}: {text}")
        for phase in phases:
            outcome = outcomes[phase.key][contender.name]
            outcome.status, outcome.reason = status, text
            outcome.version = getattr(contender, "version", None)
        contender.close()

    results: list[PhaseResult] = []
    for phase in phases:
        active = list(ready)
        for contender in active:
            outcome = outcomes[phase.key][contender.name]
            outcome.version, outcome.checks = contender.version, list(contender.checks)
        for contender in list(active):
            try:
                contender.warm_up(phase)
            except Exception as error:
                _fail(outcomes[phase.key][contender.name], error, group, phase)
                active.remove(contender)
        count = rounds[phase.key]
        for round_index in range(count):
            order = active if round_index % 2 == 0 else list(reversed(active))
            for contender in order:
                if contender not in active:
                    continue
                try:
                    values = contender.sample(phase)
                except Exception as error:
                    _fail(outcomes[phase.key][contender.name], error, group, phase)
                    active.remove(contender)
                    continue
                for key, value in values.items():
                    outcomes[phase.key][contender.name].samples.setdefault(key, []).append(value)
                log(f"[{group} {phase.key}] round {round_index + 1}/{count} {contender.name}: "
                    f"{describe(phase.metrics, values)}")
        for contender in active:
            outcome = outcomes[phase.key][contender.name]
            if outcome.status == "pending":
                outcome.status = "measured"
            outcome.details = dict(getattr(contender, "details", {}).get(phase.key, {}))
        result = PhaseResult(group, phase.key, phase.title, list(phase.metrics), outcomes[phase.key])
        result.compute_ratios(pairs)
        results.append(result)
    for contender in ready:
        contender.close()
    return results


def _fail(outcome: SystemOutcome, error: Exception, group: str, phase: PhaseDef) -> None:
    outcome.status = "failed"
    outcome.reason = f"in {group}.{phase.key}: {type(error).__name__}: {error}"
    outcome.samples = {}
    log(f"[{group} {phase.key}] {outcome.system} failed: {outcome.reason}")
