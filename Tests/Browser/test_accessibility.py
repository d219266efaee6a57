"""Issue 13: every example page, before and after interaction, has no serious or critical
violation in an axe-core scan (axe-selenium-python bundles axe-core; nothing is downloaded)."""
from __future__ import annotations

import time
import unittest

from axe_selenium_python import Axe
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from examples import FILLS
from harness import CatalogueServer, chrome

EXAMPLES = list(FILLS) + ["large-form"]


class AccessibilityTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.server = CatalogueServer().__enter__()
        cls.browser = chrome(javascript=True)

    @classmethod
    def tearDownClass(cls) -> None:
        cls.browser.quit()
        cls.server.__exit__(None, None, None)

    def scan(self, label: str, context: str | None = None) -> None:
        axe = Axe(self.browser)
        axe.inject()
        self.browser.set_script_timeout(180)
        results = axe.run(context=context, options='{"resultTypes": ["violations"]}') if context else axe.run(options='{"resultTypes": ["violations"]}')
        serious = [v for v in results["violations"] if v.get("impact") in ("serious", "critical")]
        self.assertEqual(serious, [], f"{label}: {axe.report(serious)}")

    def settle(self) -> None:
        for _ in range(60):
            if self.browser.execute_script("return !document.querySelector('form[aria-busy]')"):
                return
            time.sleep(0.1)

    def test_every_page_before_and_after_interaction(self) -> None:
        self.browser.get(self.server.url("/"))
        self.scan("home")
        for example in EXAMPLES:
            with self.subTest(example=example):
                self.browser.get(self.server.url(f"/examples/{example}"))
                # The 10,000-row page repeats one section a hundred times; axe takes minutes on the
                # whole of it, so it scans the page's frame and its first three sections.
                context = {"include": [["h1"], ["#sec-s0"], ["#sec-s1"], ["#sec-s2"], [".eu-form-actions"]]} if example == "large-form" else None
                self.scan(f"{example} (loaded)", context)
                # Interact: type a wrong value into the first text field and leave it, flip the
                # first switch, then ask to submit so errors and the summary show.
                fields = self.browser.find_elements(By.CSS_SELECTOR, ".eu-row input.eu-input:not([disabled])")
                if fields:
                    fields[0].send_keys("x")
                    fields[0].send_keys(Keys.TAB)
                    self.settle()
                switches = self.browser.find_elements(By.CSS_SELECTOR, "input[role=switch]:not([disabled])")
                if switches:
                    switches[0].click()
                    self.settle()
                if example != "large-form":
                    self.browser.find_element(By.CSS_SELECTOR, "button[name=_do][value=submit]").click()
                    time.sleep(0.5)
                    self.settle()
                self.scan(f"{example} (after interaction)", context)

    def test_dialogs(self) -> None:
        self.browser.get(self.server.url("/examples/selectors"))
        self.browser.find_element(By.CSS_SELECTOR, "#row-t-country .eu-choice-button").click()
        self.scan("selector dialog")

    def test_a_dialog_starts_on_the_chosen_option(self) -> None:
        self.browser.get(self.server.url("/examples/selectors"))
        self.browser.find_element(By.CSS_SELECTOR, "#row-t-servings .eu-choice-button").click()
        focused = self.browser.switch_to.active_element
        self.assertEqual(focused.get_attribute("aria-selected"), "true", f"focus on {focused.text!r}")

    def test_focus_stays_with_the_row_after_a_move_or_a_delete(self) -> None:
        self.browser.get(self.server.url("/examples/multivalued-sections"))
        active = lambda: self.browser.execute_script(
            "const a = document.activeElement; const row = a && a.closest('.eu-row'); return [a ? a.tagName : '', a ? a.name || '' : '', row ? row.id : ''];")
        # Move the podium's last runner up with the keyboard: focus stays on that row's button.
        up = self.browser.find_element(By.CSS_SELECTOR, "#row-m1-2 button[name=_up]")
        self.browser.execute_script("arguments[0].focus()", up)
        self.browser.switch_to.active_element.send_keys(Keys.ENTER)
        time.sleep(0.3)
        self.settle()
        self.assertEqual(active(), ["BUTTON", "_up", "row-m1-2"])
        # Delete a guest: the row is gone, focus goes to the section, not to the page.
        delete = self.browser.find_element(By.CSS_SELECTOR, ".eu-section button[name=_delete]")
        self.browser.execute_script("arguments[0].focus()", delete)
        self.browser.switch_to.active_element.send_keys(Keys.ENTER)
        time.sleep(0.3)
        self.settle()
        self.assertNotEqual(active()[0], "BODY")


if __name__ == "__main__":
    unittest.main()
