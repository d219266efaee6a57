"""Runs a terminal program on a pseudo-terminal of a fixed size and watches its screen through
pyte, a VT100-class emulator, the way a person at a terminal would see it.

Timing rule (the same for every program): a frame is *settled* when the screen satisfies a
condition (a marker is visible, or the screen changed) and no byte has arrived for `quiet`
seconds. The time reported is that of the LAST BYTE before the quiet interval, so the quiet
interval itself is never counted; it only proves the frame was complete.
"""
from __future__ import annotations

import errno
import fcntl
import os
import pty
import select
import signal
import struct
import termios
import time
from dataclasses import dataclass
from typing import Callable

import pyte

clock = time.perf_counter


class PtyError(RuntimeError):
    """The program did not produce the expected screen in time, or exited."""


class _Screen(pyte.Screen):
    """Answers the queries a terminal answers (device attributes, cursor position), so programs
    that ask get a reply instead of waiting."""

    def __init__(self, columns: int, rows: int, reply: Callable[[bytes], None]) -> None:
        super().__init__(columns, rows)
        self._reply = reply

    def write_process_input(self, data: str) -> None:
        self._reply(data.encode())


@dataclass
class Settled:
    """When a settled frame's last byte arrived, and how many bytes came since the mark."""

    last_byte: float
    bytes: int


class PtyProgram:
    def __init__(self, argv: list[str], env: dict[str, str], columns: int = 100, rows: int = 40,
                 cwd: str | None = None) -> None:
        self.argv, self.env, self.columns, self.rows, self.cwd = argv, env, columns, rows, cwd
        self.pid = -1
        self.fd = -1
        self.started = 0.0
        self.total_bytes = 0
        self.last_byte = 0.0
        self.screen = _Screen(columns, rows, self._write)
        self.stream = pyte.ByteStream(self.screen)
        self.exit_status: int | None = None

    def start(self) -> float:
        """Forks the program on a new pty (already sized) and returns the launch instant."""
        self.started = clock()
        pid, fd = pty.fork()
        if pid == 0:  # child: the pty is its controlling terminal and stdin/stdout/stderr
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", self.rows, self.columns, 0, 0))
                if self.cwd:
                    os.chdir(self.cwd)
                os.execvpe(self.argv[0], self.argv, self.env)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        self.last_byte = self.started
        return self.started

    def _write(self, data: bytes) -> None:
        if self.fd >= 0:
            os.write(self.fd, data)

    def send(self, data: bytes) -> float:
        """Writes keys to the program and returns the instant just before the write."""
        instant = clock()
        os.write(self.fd, data)
        return instant

    def _read(self, timeout: float) -> int:
        ready, _, _ = select.select([self.fd], [], [], max(0.0, timeout))
        if not ready:
            return 0
        try:
            data = os.read(self.fd, 1 << 16)
        except OSError as error:
            if error.errno == errno.EIO:  # the program closed the terminal
                self._reap()
                raise PtyError(f"{self.argv[0]} exited (status {self.exit_status}) while being watched") from None
            raise
        if not data:
            self._reap()
            raise PtyError(f"{self.argv[0]} closed its terminal")
        self.last_byte = clock()
        self.total_bytes += len(data)
        self.stream.feed(data)
        return len(data)

    def drain(self, quiet: float, timeout: float) -> int:
        """Reads until nothing arrives for `quiet` seconds; returns the bytes read."""
        read = 0
        deadline = clock() + timeout
        quiet_since = clock()
        while clock() < deadline:
            got = self._read(min(quiet, deadline - clock()))
            if got:
                read += got
                quiet_since = clock()
            elif clock() - quiet_since >= quiet:
                return read
        raise PtyError(f"{self.argv[0]} kept writing for {timeout:.0f} s")

    def wait_settled(self, condition: Callable[[pyte.Screen], bool], quiet: float, timeout: float,
                     since: float, describe: str) -> Settled:
        """Waits until `condition(screen)` holds and no byte has come for `quiet` seconds."""
        start_bytes = self.total_bytes
        deadline = since + timeout
        satisfied = False
        while True:
            now = clock()
            if now > deadline:
                raise PtyError(f"{self.argv[0]}: {describe} not seen within {timeout:.0f} s; screen:\n"
                               + "\n".join(line.rstrip() for line in self.screen.display).rstrip())
            got = self._read(min(quiet, deadline - now) if satisfied else min(0.05, deadline - now))
            if got:
                satisfied = condition(self.screen)
                continue
            if not satisfied:
                satisfied = self.total_bytes > start_bytes and condition(self.screen)
                continue
            if clock() - max(self.last_byte, since) >= quiet:
                return Settled(self.last_byte, self.total_bytes - start_bytes)

    def text(self) -> str:
        return "\n".join(self.screen.display)

    def snapshot(self) -> tuple:
        """The screen's characters, colours and attributes, and the cursor, for change checks."""
        cells = tuple(tuple((c.data, c.fg, c.bg, c.bold, c.reverse, c.underscore) for c in
                            (self.screen.buffer[y][x] for x in range(self.columns))) for y in range(self.rows))
        cursor = self.screen.cursor
        return cells, cursor.x, cursor.y, cursor.hidden

    def _reap(self) -> None:
        if self.pid > 0 and self.exit_status is None:
            try:
                _, status = os.waitpid(self.pid, 0)
                self.exit_status = os.waitstatus_to_exitcode(status)
            except ChildProcessError:
                self.exit_status = -1

    def stop(self) -> None:
        """Ends the program (SIGTERM, then SIGKILL after two seconds) and closes the pty."""
        if self.pid > 0 and self.exit_status is None:
            try:
                os.kill(self.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            deadline = clock() + 2.0
            while clock() < deadline and self.exit_status is None:
                done, status = os.waitpid(self.pid, os.WNOHANG)
                if done:
                    self.exit_status = os.waitstatus_to_exitcode(status)
                    break
                try:
                    self._read(0.05)  # keep the pty drained so the program can finish writing
                except (PtyError, OSError):
                    pass
            if self.exit_status is None:
                os.kill(self.pid, signal.SIGKILL)
                self._reap()
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1
