"""Issue 13: screenshots of every example at 390 px and 1280 px wide, light and dark, kept in
test-artifacts/screenshots for people to look at (the README shows two)."""
from __future__ import annotations

import unittest

from examples import FILLS, NOW
from harness import ARTIFACTS, CatalogueServer, chrome

EXAMPLES = ["home"] + list(FILLS)


class ScreenshotTests(unittest.TestCase):
    def test_every_example_at_two_widths_light_and_dark(self) -> None:
        folder = ARTIFACTS / "screenshots"
        folder.mkdir(parents=True, exist_ok=True)
        with CatalogueServer(extra_env={"EUREKA_EXAMPLES_NOW": NOW}) as server:
            for width in (390, 1280):
                for scheme in ("light", "dark"):
                    browser = chrome(javascript=True, width=width, dark=scheme == "dark")
                    try:
                        for example in EXAMPLES:
                            browser.set_window_size(width, 800)
                            browser.get(server.url("/" if example == "home" else f"/examples/{example}"))
                            # The page's own content, not the document: a document is at least as
                            # tall as the window, which the previous (taller) page left large.
                            height = browser.execute_script(
                                "const main = document.querySelector('main');"
                                "return Math.ceil(main.getBoundingClientRect().bottom + window.scrollY + 24);")
                            browser.set_window_size(width, min(max(height, 600) + 120, 8000))
                            path = folder / f"{example}-{width}-{scheme}.png"
                            self.assertTrue(browser.save_screenshot(str(path)), f"{path} was not written")
                    finally:
                        browser.quit()
        self.assertEqual(len(list(folder.glob("*.png"))) >= len(EXAMPLES) * 4, True)


if __name__ == "__main__":
    unittest.main()
