"""Shared pieces of the browser suite: the catalogue server, browsers, and the terminal fixture.

The suite runs the built `eureka-examples serve` on a free loopback port and drives Debian's
Chromium through chromedriver (Selenium, offline). Nothing is downloaded at run time.
"""
from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import time
import unittest
import urllib.request
from pathlib import Path

os.environ.setdefault("SE_OFFLINE", "true")

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(os.environ.get("EUREKA_TEST_ARTIFACTS", ROOT / "test-artifacts"))


def executable() -> str:
    """The built eureka-examples (debug unless EUREKA_EXAMPLES says otherwise)."""
    path = os.environ.get("EUREKA_EXAMPLES", str(ROOT / ".build" / "debug" / "eureka-examples"))
    if not os.access(path, os.X_OK):
        raise SystemExit(f"{path} is not built: run `swift build` first (scripts/test does)")
    return path


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class CatalogueServer:
    """`eureka-examples serve` on a free port, for the duration of a `with` block."""

    def __init__(self, extra_env: dict[str, str] | None = None, port: int | None = None,
                 secret: str = "browser-suite-secret-0123456789abcdef") -> None:
        self.port = port or free_port()
        self.secret = secret
        self.base = f"http://127.0.0.1:{self.port}"
        self.extra_env = extra_env or {}
        self.process: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> "CatalogueServer":
        env = dict(os.environ, EUREKA_SERVER_SECRET=self.secret)
        env.update(self.extra_env)
        self.process = subprocess.Popen(
            [executable(), "serve", "--port", str(self.port)],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(self.base + "/", timeout=2) as response:
                    if response.status == 200:
                        return self
            except OSError:
                time.sleep(0.2)
        self.__exit__(None, None, None)
        raise RuntimeError("the catalogue server did not start")

    def __exit__(self, *_: object) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def url(self, path: str) -> str:
        return self.base + path

    def get(self, path: str) -> str:
        with urllib.request.urlopen(self.url(path), timeout=30) as response:
            return response.read().decode("utf-8")


class CatalogueTestCase(unittest.TestCase):
    """Tests sharing one catalogue server for the whole class, as `self.server`."""

    server: CatalogueServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = CatalogueServer().__enter__()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.__exit__(None, None, None)


def chrome(*, javascript: bool = True, width: int = 1280, height: int = 900, dark: bool = False) -> webdriver.Chrome:
    """A headless Chromium; light or dark colour scheme, with or without JavaScript."""
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--lang=en-US"):
        options.add_argument(argument)
    if dark:
        options.add_argument("--blink-settings=preferredColorScheme=0")
        options.add_argument("--force-dark-mode")
    else:
        options.add_argument("--blink-settings=preferredColorScheme=1")
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    driver_path = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
    browser = webdriver.Chrome(service=Service(driver_path), options=options)
    browser.set_page_load_timeout(60)
    return browser


@contextlib.contextmanager
def served_browser(*, extra_env: dict[str, str] | None = None, javascript: bool = True):
    """A catalogue server of its own (with `extra_env`) and a browser, both gone afterwards."""
    with CatalogueServer(extra_env=extra_env) as server:
        browser = chrome(javascript=javascript)
        try:
            yield server, browser
        finally:
            browser.quit()


def terminal_fixture(example: str, answers: list[str]) -> dict:
    """What the terminal's line mode submits for `example` given `answers`, as parsed JSON."""
    result = subprocess.run(
        [executable(), "--example", example, "--json", "--accessible"],
        input="\n".join(answers) + "\n", capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        raise AssertionError(f"line mode exited {result.returncode}: {result.stderr[-2000:]}")
    return json.loads(result.stdout)


def terminal_answers(example: str, answers: dict[str, str], env: dict[str, str] | None = None, timeout: float = 120) -> dict:
    """Line mode answering prompts by their question: `answers` maps a question's start (a row's
    title, else its placeholder, its section header or its tag) to the text typed; every other
    prompt gets Enter (keep the value, don't press buttons), and "Submit?" gets "y". Returns the
    submitted JSON."""
    import pexpect.popen_spawn

    command = f"{executable()} --example {example} --json --accessible 2>&1"
    child = pexpect.popen_spawn.PopenSpawn(["sh", "-c", command], env=dict(os.environ, **(env or {})), encoding="utf-8", timeout=timeout)
    question = ""
    transcript = ""
    used: set[str] = set()
    while True:
        index = child.expect([r"[^\n]*: $", pexpect.EOF])
        transcript += (child.before or "") + (child.after if isinstance(child.after, str) else "")
        if index == 1:
            break
        prompt = child.after
        lines = [line for line in transcript.split("\n") if line.strip()]
        # A numbered choice prints its question on a line of its own, ending with ":".
        asked = next((line for line in reversed(lines[:-1]) if line.rstrip().endswith(":") and not line.lstrip()[:1].isdigit()), "")
        if prompt.startswith("Submit?"):
            child.sendline("y")
            continue
        reply = ""
        for start, answer in answers.items():
            key = (start, prompt if not prompt.startswith("Choose") else asked)
            if (prompt.startswith(start) or (prompt.startswith("Choose") and asked.startswith(start))) and key not in used:
                reply = answer
                used.add(key)
                break
        child.sendline(reply)
    marker = transcript.rfind("Submit? (Y/n): ")
    if marker < 0 or "{" not in transcript[marker:]:
        raise AssertionError(f"no JSON in the line-mode transcript:\n{transcript[-3000:]}")
    return json.loads(transcript[transcript.index("{", marker):].strip())
