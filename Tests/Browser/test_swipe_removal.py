"""A message deleted through its actions menu stays deleted, with and without JavaScript.

The swipe-actions example's Delete removes a row of a plain section. The form is rebuilt from
its definition for every request, so the page carries the removal (a signed `_removed` field):
after the deletion the person marks another message read and presses Update; the deleted
message must not come back.
"""
from __future__ import annotations

import time
import unittest

from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from harness import CatalogueTestCase, chrome


class SwipeRemovalTests(CatalogueTestCase):
    def press_action(self, browser, key: str, title: str) -> None:
        row = browser.find_element(By.ID, f"row-{key}")
        row.find_element(By.CSS_SELECTOR, "details.eu-menu > summary").click()
        [button for button in row.find_elements(By.CSS_SELECTOR, "button[name=_swipe]") if button.text.endswith(title)][0].click()

    def test_a_deleted_message_does_not_come_back(self) -> None:
        for javascript in (False, True):
            with self.subTest(javascript=javascript):
                browser = chrome(javascript=javascript)
                try:
                    browser.get(self.server.url("/examples/swipe-actions"))
                    self.press_action(browser, "t-invoice", "Delete")
                    WebDriverWait(browser, 20).until(lambda b: not b.find_elements(By.ID, "row-t-invoice"))
                    self.press_action(browser, "t-meeting", "Mark as read")
                    # Without script the page is replaced by the post's answer: the row found may
                    # belong to the page going away, so a stale one is looked up again (Chromium
                    # reports it as stale, or as a node that "does not belong to the document").
                    WebDriverWait(browser, 20, ignored_exceptions=[StaleElementReferenceException, WebDriverException]).until(
                        lambda b: "read" in b.find_element(By.ID, "row-t-meeting").text.replace("unread", ""))
                    time.sleep(0.5)
                    self.assertFalse(browser.find_elements(By.ID, "row-t-invoice"), "still deleted after the next action")
                    if not javascript:
                        browser.find_element(By.CSS_SELECTOR, "button.eu-secondary[name=_do][value=update]").click()
                        WebDriverWait(browser, 20).until(lambda b: b.find_elements(By.ID, "row-t-lunch"))
                        self.assertFalse(browser.find_elements(By.ID, "row-t-invoice"), "still deleted after Update")
                    self.assertEqual([row.get_attribute("id") for row in browser.find_elements(By.CSS_SELECTOR, ".eu-row")],
                                     ["row-t-meeting", "row-t-lunch"])
                finally:
                    browser.quit()


if __name__ == "__main__":
    unittest.main()
