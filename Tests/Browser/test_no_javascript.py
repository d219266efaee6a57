"""Issue 12: with JavaScript off, the catalogue is filled through the page and submitted; the JSON
shown equals what the terminal's fixture of the same example submits."""
from __future__ import annotations

import json
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.support.expected_conditions import presence_of_element_located
from selenium.webdriver.support.ui import Select, WebDriverWait

from harness import CatalogueServer, chrome, terminal_fixture


def gone(element) -> bool:
    """Whether `element` has left the document. Chromium answers a node of a page just replaced
    either as stale or with "does not belong to the document" (selenium's staleness_of takes
    only the first)."""
    try:
        element.is_enabled()
        return False
    except StaleElementReferenceException:
        return True
    except WebDriverException as error:
        if "does not belong to the document" in str(error):
            return True
        raise


class NoJavaScriptTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.server = CatalogueServer().__enter__()
        cls.browser = chrome(javascript=False)

    @classmethod
    def tearDownClass(cls) -> None:
        cls.browser.quit()
        cls.server.__exit__(None, None, None)

    def test_field_customisation_matches_the_terminal(self) -> None:
        browser = self.browser
        browser.get(self.server.url("/"))
        browser.find_element(By.PARTIAL_LINK_TEXT, "Field Customisation").click()
        self.assertIn("/examples/field-customisation", browser.current_url)
        typed = {
            "f-t-nickname": "Dee", "f-t-pin": "1234", "f-t-code": "ABC-123", "f-t-fullName": "Ada Lovelace",
            "f-t-handle": "abc", "f-t-shout": "Far too long",
        }
        for element_id, text in typed.items():
            field = browser.find_element(By.ID, element_id)
            field.click()
            field.send_keys(text)
        browser.find_element(By.CSS_SELECTOR, "button[name=_do][value=submit]").click()
        shown = json.loads(WebDriverWait(browser, 30).until(presence_of_element_located((By.ID, "submitted-values"))).text)
        answers = ["Dee", "", "", "", "1234", "ABC-123", "Ada Lovelace", "abc", "", "Far too long", "y"]
        self.assertEqual(shown, terminal_fixture("field-customisation", answers))

    def test_a_count_down_row_is_a_duration_that_posts_back(self) -> None:
        browser = self.browser
        browser.get(self.server.url("/examples/rows-tour"))
        hours = Select(browser.find_element(By.ID, "f-t-countDown"))
        minutes = Select(browser.find_element(By.ID, "min-t-countDown"))
        self.assertEqual((hours.first_selected_option.text, minutes.first_selected_option.text), ("1", "30"), "1:30, not 01:30 AM")
        hours.select_by_value("2")
        minutes.select_by_value("45")
        browser.find_element(By.ID, "f-t-int").send_keys("-42abc")
        browser.find_element(By.CSS_SELECTOR, "button.eu-secondary[name=_do][value=update]").click()
        WebDriverWait(browser, 30).until(lambda _: browser.find_elements(By.CSS_SELECTOR, "#row-t-int .eu-error"))
        self.assertEqual(Select(browser.find_element(By.ID, "f-t-countDown")).first_selected_option.text, "2")
        self.assertEqual(Select(browser.find_element(By.ID, "min-t-countDown")).first_selected_option.text, "45")
        # Without the script nothing filters typing; the row's parsing refuses it, quoting it.
        self.assertEqual(browser.find_element(By.CSS_SELECTOR, "#row-t-int .eu-error").text, "“-42abc” is not a whole number")
        self.assertEqual(browser.find_element(By.ID, "f-t-int").get_attribute("value"), "-42abc", "nothing typed is lost")

    def test_update_applies_conditions_and_keeps_what_was_typed(self) -> None:
        browser = self.browser
        browser.get(self.server.url("/examples/hidden-rows"))
        before = {element.get_attribute("data-key") for element in browser.find_elements(By.CSS_SELECTOR, ".eu-row")}
        switch = browser.find_element(By.CSS_SELECTOR, "input.eu-switch")
        # Without script a switch is a plain checkbox: a stale aria-checked would be read out
        # over the state the visitor just set.
        self.assertIsNone(switch.get_attribute("aria-checked"))
        self.assertIsNone(switch.get_attribute("role"))
        switch.click()
        old_form = browser.find_element(By.CSS_SELECTOR, "form.eu-form")
        browser.find_element(By.CSS_SELECTOR, "button.eu-secondary[name=_do][value=update]").click()
        # The next page, not the one being left (a loaded machine answers slowly).
        WebDriverWait(browser, 30).until(lambda _: gone(old_form))
        after = {element.get_attribute("data-key") for element in browser.find_elements(By.CSS_SELECTOR, ".eu-row")}
        self.assertNotEqual(before, after, "the switch showed or hid rows after Update")

    def test_a_blocked_submit_lists_the_problems_and_keeps_the_values(self) -> None:
        browser = self.browser
        browser.get(self.server.url("/examples/validations"))
        browser.find_element(By.CSS_SELECTOR, "button[name=_do][value=submit]").click()
        # The answer to the submit, not the page being left (a loaded machine answers slowly).
        summary = WebDriverWait(browser, 30).until(presence_of_element_located((By.ID, "eu-summary")))
        self.assertIn("Cannot submit", summary.text)
        link = summary.find_element(By.TAG_NAME, "a")
        target = link.get_attribute("href").split("#", 1)[1]
        self.assertTrue(browser.find_elements(By.ID, target), "the summary links to a field on the page")
        self.assertEqual(browser.switch_to.active_element.get_attribute("id"), "eu-summary", "the summary has focus")

    def test_enter_in_a_field_updates_rather_than_pressing_a_row_button(self) -> None:
        browser = self.browser
        browser.get(self.server.url("/examples/field-customisation"))
        old_form = browser.find_element(By.CSS_SELECTOR, "form.eu-form")
        field = browser.find_element(By.ID, "f-t-nickname")
        field.send_keys("Grace" + Keys.ENTER)
        # The answer to the Update, not the page being left: reading the field while the next
        # page loads found no field at all on a loaded CI machine.
        WebDriverWait(browser, 30).until(lambda _: gone(old_form))
        field = WebDriverWait(browser, 30).until(presence_of_element_located((By.ID, "f-t-nickname")))
        self.assertIn("/examples/field-customisation", browser.current_url)
        self.assertEqual(field.get_attribute("value"), "Grace")


if __name__ == "__main__":
    unittest.main()
