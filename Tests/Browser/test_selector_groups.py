"""Selector lists as the selectors example's `onPresent` tunes them, on the web.

The country list is grouped by first letter and the languages list into two kinds: without
script the page shows `<optgroup>`s and a fieldset per group; with script the dialog that stands
for the pushed list shows the same groups, and a pick in a grouped list still chooses the option
it names. The servings list stays open after a pick, as `dismissOnSelection = false` asks, until
Done.
"""
from __future__ import annotations

import json
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.expected_conditions import presence_of_element_located
from selenium.webdriver.support.ui import Select, WebDriverWait

from harness import ARTIFACTS, CatalogueTestCase, chrome


class SelectorGroupsTests(CatalogueTestCase):
    def test_without_script_the_groups_are_optgroups_and_fieldsets(self) -> None:
        browser = chrome(javascript=False)
        try:
            browser.get(self.server.url("/examples/selectors"))
            country = browser.find_element(By.NAME, "t-country")
            labels = [group.get_attribute("label") for group in country.find_elements(By.TAG_NAME, "optgroup")]
            self.assertEqual(labels, ["A", "B", "C", "D"])
            Select(country).select_by_visible_text("Brazil")
            legends = [legend.text for legend in browser.find_elements(By.CSS_SELECTOR, "#f-t-languages .eu-option-group-title")]
            self.assertEqual(legends, ["MULTI-PARADIGM LANGUAGES", "FUNCTIONAL LANGUAGES"])   # shown in capitals by the stylesheet
            browser.find_element(By.CSS_SELECTOR, 'label[for="o-t-languages-3"]').click()   # Haskell
            browser.find_element(By.CSS_SELECTOR, 'button[name="_do"][value="submit"]').click()
            values = json.loads(WebDriverWait(browser, 30).until(presence_of_element_located((By.ID, "submitted-values"))).text)
            self.assertEqual(values["country"], "Brazil", "the option a grouped list posts is the one picked")
            self.assertEqual(values["languages"], ["Haskell"])
        finally:
            browser.quit()

    def open_dialog(self, browser, key: str):
        browser.find_element(By.ID, f"b-{key}").click()
        return WebDriverWait(browser, 10).until(presence_of_element_located((By.CSS_SELECTOR, "dialog.eu-dialog[open]")))

    def test_with_script_the_dialogs_show_the_groups_and_the_list_asked_to_stay_open_does(self) -> None:
        browser = chrome(javascript=True)
        try:
            browser.get(self.server.url("/examples/selectors"))
            WebDriverWait(browser, 10).until(presence_of_element_located((By.ID, "b-t-country")))
            dialog = self.open_dialog(browser, "t-country")
            titles = [title.get_attribute("textContent") for title in dialog.find_elements(By.CSS_SELECTOR, ".eu-dialog-group-title")]
            self.assertEqual(titles, ["A", "B", "C", "D"])
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            browser.save_screenshot(str(ARTIFACTS / "selector-groups-dialog.png"))
            brazil = [option for option in dialog.find_elements(By.CSS_SELECTOR, ".eu-dialog-option") if option.text == "Brazil"][0]
            brazil.click()
            WebDriverWait(browser, 10).until(lambda b: not b.find_elements(By.CSS_SELECTOR, "dialog.eu-dialog[open]"))
            self.assertEqual(browser.find_element(By.NAME, "t-country").get_attribute("value"), "4")

            dialog = self.open_dialog(browser, "t-languages")
            titles = [title.get_attribute("textContent") for title in dialog.find_elements(By.CSS_SELECTOR, ".eu-dialog-group-title")]
            self.assertEqual(titles, ["Multi-paradigm languages", "Functional languages"])
            for name in ("Rust", "OCaml"):
                [option for option in dialog.find_elements(By.CSS_SELECTOR, ".eu-dialog-option") if option.text == name][0].click()
            [button for button in dialog.find_elements(By.CSS_SELECTOR, ".eu-dialog-actions button") if button.text == "Done"][0].click()
            checked = [box.get_attribute("value") for box in browser.find_elements(By.CSS_SELECTOR, "#f-t-languages input:checked")]
            self.assertEqual(checked, ["2", "4"])

            dialog = self.open_dialog(browser, "t-servings")
            four = [option for option in dialog.find_elements(By.CSS_SELECTOR, ".eu-dialog-option") if option.text == "4 people"][0]
            four.click()
            self.assertTrue(dialog.is_displayed(), "the list stays open after a pick")
            self.assertEqual(four.get_attribute("aria-selected"), "true")
            self.assertEqual(browser.find_element(By.NAME, "t-servings").get_attribute("value"), "3")
            [button for button in dialog.find_elements(By.CSS_SELECTOR, ".eu-dialog-actions button") if button.text == "Done"][0].click()
            WebDriverWait(browser, 10).until(lambda b: not b.find_elements(By.CSS_SELECTOR, "dialog.eu-dialog[open]"))
            self.assertIn("4 people", browser.find_element(By.ID, "b-t-servings").text)
        finally:
            browser.quit()


if __name__ == "__main__":
    unittest.main()
