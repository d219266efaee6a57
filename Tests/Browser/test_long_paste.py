"""A long paste and a body over the limit, as a person meets them, with and without JavaScript.

A 70,000-character paste into the new-event notes is within the body limit: the form comes back
with the whole paste in the text area and the problem under it, and the submit stays blocked
(with script it was once accepted cut, as soon as the field was left). A paste past the 4 MiB
body limit is a 413 whose page says the browser's Back button returns to the form with what was
typed: Back is pressed and checked, for the title typed before (with script, the page's live
updates once turned the title's typed value into its default, which a browser does not restore).
"""
from __future__ import annotations

import time
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.expected_conditions import presence_of_element_located
from selenium.webdriver.support.ui import WebDriverWait

from harness import CatalogueTestCase, chrome

MESSAGE = "This text is 70,000 bytes long; at most 65,536 can be sent. Shorten it by at least 4,464 bytes."
BODY_LIMIT = 4 << 20


class LongPasteTests(CatalogueTestCase):
    def fill(self, browser, notes_length: int) -> None:
        """Opens new-event, types a title, pastes `notes_length` characters into the notes and leaves them."""
        browser.get(self.server.url("/examples/new-event"))
        browser.find_element(By.NAME, "t-title").send_keys("Launch party")
        browser.find_element(By.NAME, "t-notes").click()
        browser.execute_cdp_cmd("Input.insertText", {"text": "n" * notes_length})
        browser.find_element(By.NAME, "t-title").click()
        time.sleep(1)

    def submit(self, browser) -> None:
        browser.find_element(By.CSS_SELECTOR, 'button[name="_do"][value="submit"]').click()

    def test_a_long_paste_stays_whole_and_blocks_the_submit(self) -> None:
        for javascript in (False, True):
            with self.subTest(javascript=javascript):
                browser = chrome(javascript=javascript)
                try:
                    self.fill(browser, 70_000)
                    self.submit(browser)
                    error = WebDriverWait(browser, 30).until(presence_of_element_located((By.ID, "e-t-notes-0")))
                    self.assertEqual(error.text, MESSAGE)
                    self.submit(browser)
                    time.sleep(2)
                    self.assertFalse(browser.find_elements(By.ID, "submitted-values"), "sent again as shown, still refused")
                    self.assertEqual(len(browser.find_element(By.NAME, "t-notes").get_attribute("value")), 70_000)
                    self.assertEqual(browser.find_element(By.NAME, "t-title").get_attribute("value"), "Launch party")
                finally:
                    browser.quit()

    def test_back_after_a_body_too_large_keeps_what_was_typed(self) -> None:
        for javascript in (False, True):
            with self.subTest(javascript=javascript):
                browser = chrome(javascript=javascript)
                try:
                    self.fill(browser, BODY_LIMIT + 10)
                    self.submit(browser)
                    WebDriverWait(browser, 60).until(lambda b: b.title.startswith("413"))
                    page = browser.find_element(By.TAG_NAME, "main").text
                    self.assertIn("Nothing was saved.", page)
                    self.assertIn("Use your browser’s Back button to return to the form with what you typed still in it.", page)
                    self.assertIn("Open the form again, empty", page)
                    browser.back()
                    WebDriverWait(browser, 30).until(presence_of_element_located((By.NAME, "t-title")))
                    time.sleep(1)
                    self.assertEqual(browser.find_element(By.NAME, "t-title").get_attribute("value"), "Launch party")
                    self.assertEqual(len(browser.find_element(By.NAME, "t-notes").get_attribute("value")), BODY_LIMIT + 10)
                finally:
                    browser.quit()


if __name__ == "__main__":
    unittest.main()
