"""Terminal phases, black box: each program runs on a 100×40 pseudo-terminal (TERM=xterm-256color)
and is timed from the outside, by what reaches the screen (see pty_driver for the settle rule).

Phases: launch → first complete frame (title, first field and help/footer line visible, then
quiet); one key → frame settled, for typing (a character, then Backspace, alternately, into
the focused first field) and for Tab / Shift-Tab (focus to the next field and back)."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

import pyte

from .pty_driver import PtyError, PtyProgram
from .results import Metric
from .rounds import PhaseDef, Unavailable
from .spec import FormSpec

TIME = Metric("time", "time", "s", "lower")
BYTES = Metric("bytes", "bytes written", "bytes", "lower")
PHASES = [
    PhaseDef("launch", "launch → first complete frame", (TIME, BYTES)),
    PhaseDef("type", "keystroke (type / delete a character) → frame settled", (TIME, BYTES)),
    PhaseDef("tab", "Tab / Shift-Tab (focus next / previous) → frame settled", (TIME, BYTES)),
]
KEYS = {"type": (b"x", b"\x7f"), "tab": (b"\t", b"\x1b[Z")}


class TuiContender:
    def __init__(self, name: str, argv: list[str], env: dict[str, str], cwd: Path, spec: FormSpec,
                 settings: dict, version: str, not_yet: Callable[[], str | None] | None = None) -> None:
        self.name, self.argv, self.env, self.cwd, self.spec = name, argv, env, cwd, spec
        self.settings, self.version, self.not_yet = settings, version, not_yet
        self.checks: list[str] = []
        self.program: PtyProgram | None = None
        self.next_key = {"type": 0, "tab": 0}
        # Bytes that came after a frame had settled (read before the next key): a sign that the
        # quiet interval cut an update short. Reported per phase; expected to be 0.
        self.details: dict[str, dict[str, float]] = {}
        self.phase = "prepare"
        first = spec.fields[0]
        self.typed_marker = f"{first.initial}x"

    # -- helpers -----------------------------------------------------------------------------
    def _launched(self) -> tuple[PtyProgram, float, int]:
        if self.program:
            self.program.stop()
        program = PtyProgram(self.argv, self.env, self.settings["columns"], self.settings["rows"], str(self.cwd))
        self.program = program
        started = program.start()
        title, first_label = self.spec.title, self.spec.fields[0].label

        def complete(screen: pyte.Screen) -> bool:
            lines = screen.display
            return (title in lines[0] and any(first_label in line for line in lines)
                    and "submit" in lines[-1].lower())
        settled = program.wait_settled(complete, self.settings["launch_quiet"], self.settings["launch_timeout"],
                                       started, "the first complete frame (title, first field, help line)")
        self.next_key = {"type": 0, "tab": 0}
        return program, settled.last_byte - started, settled.bytes

    def _running(self) -> PtyProgram:
        if self.program is None or self.program.exit_status is not None:
            self._launched()
        return self.program

    def _press(self, kind: str) -> tuple[float, int]:
        program = self._running()
        late = program.drain(self.settings["key_quiet"], 60)
        if late:
            counts = self.details.setdefault(self.phase, {})
            counts["late_bytes"] = counts.get("late_bytes", 0) + late
            counts["late_samples"] = counts.get("late_samples", 0) + 1
        key = KEYS[kind][self.next_key[kind] % 2]
        self.next_key[kind] += 1
        if kind == "type":
            typed = key == b"x"
            marker = self.typed_marker

            def done(screen: pyte.Screen) -> bool:
                text = "\n".join(screen.display)
                return (marker in text) == typed
            what = f"{marker!r} {'appearing' if typed else 'disappearing'}"
        else:
            before = program.snapshot()

            def done(screen: pyte.Screen) -> bool:
                return program.snapshot() != before
            what = "the focus moving"
        sent = program.send(key)
        settled = program.wait_settled(done, self.settings["key_quiet"], self.settings["key_timeout"], sent, what)
        return settled.last_byte - sent, settled.bytes

    # -- contender -----------------------------------------------------------------------------
    def prepare(self, phases: list[PhaseDef]) -> None:
        if not Path(self.argv[0]).exists():
            raise Unavailable(f"{self.argv[0]} does not exist (build it first)")
        if self.not_yet:
            reason = self.not_yet()
            if reason:
                raise Unavailable(reason)
        program, _, _ = self._launched()
        text = program.text()
        shown = [f.label for f in self.spec.fields[:4]] + [str(f.initial) if f.kind != "choice" else
                                                         next(c.label for c in f.choices if c.value == f.initial)
                                                         for f in self.spec.fields[:4]]
        missing = [s for s in shown if s not in text]
        if missing:
            raise RuntimeError(f"the first frame does not show {missing[:3]} literally; screen:\n{text}")
        self.checks.append("first frame shows the title, the help line and the first fields' labels and "
                           "values literally (<b>, & and \" as typed, not as markup)")
        self._press("type")
        self._press("type")
        self.checks.append("typing into the focused first field appends to its value; Backspace removes it")
        self._press("tab")
        self._press("tab")
        self.checks.append("Tab and Shift-Tab move the focus")

    def warm_up(self, phase: PhaseDef) -> None:
        self.phase = phase.key
        if phase.key == "launch":
            self._launched()
        else:
            self._press(phase.key)
            self._press(phase.key)

    def sample(self, phase: PhaseDef) -> dict[str, float]:
        self.phase = phase.key
        if phase.key == "launch":
            _, seconds, count = self._launched()
        else:
            seconds, count = self._press(phase.key)
        return {"time": seconds, "bytes": float(count)}

    def close(self) -> None:
        if self.program:
            try:
                self.program.stop()
            except (PtyError, OSError):
                pass
        self.program = None
