"""A form sent after its security token stopped being valid, as a person meets it.

The person fills new-event; meanwhile the server restarts with another secret (a deploy without
a shared secret), so the page's token no longer verifies, as when a form is left open past the
token's age. Submitting must lose nothing: the form comes back holding what was typed, says why
it was not submitted, and sends once more. With script, the page's live updates fail first (the
script falls back to a plain form) and the submit then takes the same road.
"""
from __future__ import annotations

import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.expected_conditions import presence_of_element_located
from selenium.webdriver.support.ui import WebDriverWait

from harness import ARTIFACTS, CatalogueServer, chrome


class ExpiredTokenTests(unittest.TestCase):
    def test_a_form_whose_token_failed_comes_back_filled_in(self) -> None:
        for javascript in (False, True):
            with self.subTest(javascript=javascript):
                first = CatalogueServer().__enter__()
                second = None
                browser = chrome(javascript=javascript)
                try:
                    browser.get(first.url("/examples/new-event"))
                    browser.find_element(By.NAME, "t-title").send_keys("Launch <party> & \"friends\"")
                    browser.find_element(By.NAME, "t-notes").send_keys("Cake for 12")
                    first.__exit__(None, None, None)
                    second = CatalogueServer(port=first.port, secret="another-secret-after-a-restart-0123456789").__enter__()
                    browser.find_element(By.NAME, "t-title").click()   # leaving the notes: a live update, refused
                    browser.find_element(By.CSS_SELECTOR, 'button[name="_do"][value="submit"]').click()
                    notice = WebDriverWait(browser, 30).until(presence_of_element_located((By.ID, "eu-notice")))
                    self.assertIn("The form was not submitted", notice.text)
                    self.assertIn("secret has changed", notice.text)
                    self.assertEqual(browser.find_element(By.NAME, "t-title").get_attribute("value"), "Launch <party> & \"friends\"")
                    self.assertEqual(browser.find_element(By.NAME, "t-notes").get_attribute("value"), "Cake for 12")
                    self.assertFalse(browser.find_elements(By.ID, "submitted-values"))
                    ARTIFACTS.mkdir(parents=True, exist_ok=True)
                    browser.save_screenshot(str(ARTIFACTS / f"expired-token-{'js' if javascript else 'nojs'}.png"))
                    browser.find_element(By.CSS_SELECTOR, 'button[name="_do"][value="submit"]').click()
                    values = WebDriverWait(browser, 30).until(presence_of_element_located((By.ID, "submitted-values")))
                    self.assertIn("Cake for 12", values.text)
                finally:
                    browser.quit()
                    if second:
                        second.__exit__(None, None, None)
                    first.__exit__(None, None, None)

    def test_a_press_whose_live_request_fails_goes_as_the_plain_form_sends_it(self) -> None:
        # The server restarts under a typing user: the press that meets the failure (Submit here,
        # a list's Add in the second case) is not dropped, it goes to the server as a plain post.
        for example, field, button in (
            ("validations", "t-required", 'button[name="_do"][value="submit"]'),
            ("multivalued-sections", None, "#f-m0-add"),
        ):
            with self.subTest(example=example):
                first = CatalogueServer().__enter__()
                second = None
                browser = chrome(javascript=True)
                try:
                    browser.get(first.url(f"/examples/{example}"))
                    if field:
                        browser.find_element(By.NAME, field).send_keys("typed before the restart")
                        WebDriverWait(browser, 30).until(lambda b: b.execute_script("return !document.querySelector('form[aria-busy]') && document.querySelector('form').dataset.sent"))
                    first.__exit__(None, None, None)
                    second = CatalogueServer(port=first.port, secret="another-secret-after-a-restart-0123456789").__enter__()
                    browser.find_element(By.CSS_SELECTOR, button).click()
                    notice = WebDriverWait(browser, 30).until(presence_of_element_located((By.ID, "eu-notice")))
                    self.assertIn("The form was not submitted" if field else "What you asked for was not done", notice.text)
                    if field:
                        self.assertEqual(browser.find_element(By.NAME, field).get_attribute("value"), "typed before the restart")
                finally:
                    browser.quit()
                    if second:
                        second.__exit__(None, None, None)
                    first.__exit__(None, None, None)

    def test_back_after_a_restart_with_a_new_secret_says_what_it_could_not_bring_back(self) -> None:
        # Text typed into a row, then the row hidden: only the page's signed state holds it. The
        # server restarts with another secret; Back brings the page, whose snapshot the script
        # posts. The answer is a refusal holding the form and a notice: it is shown, where the
        # fresh form stood without a word and the hidden text was gone.
        first = CatalogueServer().__enter__()
        second = None
        browser = chrome(javascript=True)
        settled = "return !document.querySelector('form[aria-busy]') && document.querySelector('form').dataset.sent"
        try:
            browser.get(first.url("/examples/hidden-rows"))
            browser.find_element(By.CSS_SELECTOR, "input.eu-switch").click()
            company = WebDriverWait(browser, 30).until(presence_of_element_located((By.NAME, "t-company")))
            company.send_keys("Acme")
            browser.find_element(By.CSS_SELECTOR, "input.eu-switch").click()
            WebDriverWait(browser, 30).until(lambda b: not b.find_elements(By.NAME, "t-company") and b.execute_script(settled))
            browser.find_element(By.CSS_SELECTOR, ".eu-nav a").click()
            WebDriverWait(browser, 30).until(lambda b: not b.find_elements(By.CSS_SELECTOR, "form.eu-form"))
            first.__exit__(None, None, None)
            second = CatalogueServer(port=first.port, secret="another-secret-after-a-restart-0123456789").__enter__()
            browser.back()
            notice = WebDriverWait(browser, 30).until(presence_of_element_located((By.ID, "eu-notice")))
            self.assertIn("Part of the form could not be restored", notice.text)
            self.assertIn("could not be checked", notice.text)
            self.assertTrue(browser.find_element(By.CSS_SELECTOR, "form.eu-form[data-restored]"))
        finally:
            browser.quit()
            if second:
                second.__exit__(None, None, None)
            first.__exit__(None, None, None)


if __name__ == "__main__":
    unittest.main()
