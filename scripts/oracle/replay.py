#!/usr/bin/env python3
"""Replays TerminalWriter byte streams through pyte, a VT100-class terminal emulator, and checks
that the emulated screen matches the frame the writer was asked to draw.

Input (JSON on stdin):
  {"cases": [{"name": str,
              "streams": {stream_name: [base64 bytes of frame 0, frame 1, ...]},
              "frames": [{"columns": int, "rows": int,
                          "cells": [[[text, fg, bg, bold, italic, underline, reverse, strike], ...], ...],
                          "cursor": [row, column, visible]}, ...]}]}
  Colours are "default", "ansi:N" (0-15), "256:N" or "rgb:rrggbb". A continuation cell (the
  right half of a wide character) has text "".

Output (JSON on stdout): {"ok": bool, "checkedFrames": int, "failures": [str, ...]}.
Exit status: 0 when every frame matches, 1 on a mismatch, 2 when pyte is missing.
"""
import base64
import json
import sys
import unicodedata

try:
    import pyte
    import wcwidth
    from pyte import graphics
except ImportError:
    print(json.dumps({"ok": False, "checkedFrames": 0,
                      "failures": ["pyte is not importable: run the README's test command "
                                   "(scripts/test), which installs it with "
                                   "`python3 -m pip install pyte`"]}))
    sys.exit(2)

MAX_FAILURES = 20


class Screen(pyte.Screen):
    """pyte's screen with two fixes: a combining mark drawn right after the last column attaches
    to that column's character, as in xterm and VTE, instead of wrapping to the next line first
    (pyte wraps before it looks at the mark's width, which scrolls the screen on the last row);
    and inserting or deleting lines moves blank lines too (see insert_lines)."""

    def draw(self, data):
        for char in data:
            if (self.cursor.x == self.columns and unicodedata.combining(char)
                    and wcwidth.wcwidth(char) == 0):
                line = self.buffer[self.cursor.y]
                last = line[self.columns - 1]
                line[self.columns - 1] = last._replace(
                    data=unicodedata.normalize("NFC", last.data + char))
            else:
                super().draw(char)

    # pyte's line insertion and deletion skip lines it has not stored yet (blank ones), leaving
    # stale text where a blank line should arrive; storing every line first makes them exact.
    def insert_lines(self, count=None):
        for y in range(self.lines):
            self.buffer[y]
        super().insert_lines(count)

    def delete_lines(self, count=None):
        for y in range(self.lines):
            self.buffer[y]
        super().delete_lines(count)


def pyte_color(spec, background):
    """Maps a colour spec to the value pyte stores for it after the writer's SGR sequence."""
    if spec == "default":
        return "default"
    kind, _, value = spec.partition(":")
    if kind == "ansi":
        index = int(value)
        if index < 8:
            table = graphics.BG_ANSI if background else graphics.FG_ANSI
            return table[(40 if background else 30) + index]
        table = graphics.BG_AIXTERM if background else graphics.FG_AIXTERM
        return table[(100 if background else 90) + index - 8]
    if kind == "256":
        return graphics.FG_BG_256[int(value)]
    if kind == "rgb":
        return value.lower()
    raise ValueError("unknown colour spec " + spec)


def describe(char):
    return "%r fg=%s bg=%s%s%s%s%s%s" % (
        char.data, char.fg, char.bg,
        " bold" if char.bold else "", " italic" if char.italics else "",
        " underline" if char.underscore else "", " reverse" if char.reverse else "",
        " strike" if char.strikethrough else "")


def compare(screen, frame, where, failures):
    rows, columns = frame["rows"], frame["columns"]
    for y in range(rows):
        line = screen.buffer[y]
        for x in range(columns):
            text, fg, bg, bold, italic, underline, reverse, strike = frame["cells"][y][x]
            got = line[x]
            want = (unicodedata.normalize("NFC", text), pyte_color(fg, False), pyte_color(bg, True),
                    bold, italic, underline, reverse, strike)
            have = (unicodedata.normalize("NFC", got.data), got.fg, got.bg, got.bold, got.italics,
                    got.underscore, got.reverse, got.strikethrough)
            if want != have:
                failures.append("%s cell (%d,%d): expected %r, emulator has %s" % (
                    where, y, x, want, describe(got)))
                return False
    if screen.margins is not None:
        failures.append("%s: a scroll region is still set after the frame (top %d, bottom %d)" % (
            where, screen.margins.top, screen.margins.bottom))
        return False
    row, column, visible = frame["cursor"]
    if visible:
        if screen.cursor.hidden or (screen.cursor.y, screen.cursor.x) != (row, column):
            failures.append("%s cursor: expected visible at (%d,%d), emulator has %s at (%d,%d)" % (
                where, row, column, "hidden" if screen.cursor.hidden else "visible",
                screen.cursor.y, screen.cursor.x))
            return False
    elif not screen.cursor.hidden:
        failures.append("%s cursor: expected hidden, emulator shows it" % where)
        return False
    return True


def run(request):
    failures = []
    checked = 0
    for case in request["cases"]:
        frames = case["frames"]
        for stream_name, chunks in case["streams"].items():
            first = frames[0]
            screen = Screen(first["columns"], first["rows"])
            stream = pyte.ByteStream(screen)
            for index, (chunk, frame) in enumerate(zip(chunks, frames)):
                if (screen.columns, screen.lines) != (frame["columns"], frame["rows"]):
                    screen.resize(frame["rows"], frame["columns"])
                stream.feed(base64.b64decode(chunk))
                checked += 1
                where = "%s/%s frame %d" % (case["name"], stream_name, index)
                if not compare(screen, frame, where, failures):
                    break  # later frames of this stream would only repeat the first error
            if len(failures) >= MAX_FAILURES:
                return failures, checked
    return failures, checked


def main():
    request = json.load(sys.stdin)
    failures, checked = run(request)
    print(json.dumps({"ok": not failures, "checkedFrames": checked, "failures": failures}))
    sys.exit(0 if not failures else 1)


if __name__ == "__main__":
    main()
