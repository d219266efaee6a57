"""Issue 13: live forms in a real browser — every example filled with the keyboard and submitted
(the JSON equals the terminal's), hide/show, errors on blur, callbacks, lists, dialogs, focus kept
through slow answers, late answers ignored."""
from __future__ import annotations

import json
import time
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from examples import FILLS, NOW
from harness import CatalogueServer, chrome, served_browser, terminal_answers


def wait(browser, condition, timeout: float = 15):
    return WebDriverWait(browser, timeout).until(lambda _: condition())


def record_announcements(browser) -> None:
    """Keeps every text the live region is given, in `window.said`."""
    browser.execute_script(
        "window.said = []; const region = document.getElementById('eu-live');"
        "new MutationObserver(() => window.said.push(region.textContent)).observe(region, {childList: true, characterData: true, subtree: true});")


def announced(browser) -> str:
    """Everything the live region has said since `record_announcements`."""
    return " ".join(browser.execute_script("return window.said"))


def settled(browser) -> bool:
    return browser.execute_script("return !document.querySelector('form.eu-form[aria-busy]')")


class LiveFormTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.server = CatalogueServer(extra_env={"EUREKA_EXAMPLES_NOW": NOW}).__enter__()
        cls.browser = chrome(javascript=True)

    @classmethod
    def tearDownClass(cls) -> None:
        cls.browser.quit()
        cls.server.__exit__(None, None, None)

    def open(self, example: str) -> None:
        self.browser.get(self.server.url(f"/examples/{example}"))
        wait(self.browser, lambda: self.browser.execute_script("return document.documentElement.classList.contains('eu-js')"))

    def test_a_list_the_script_turns_into_a_dialog_shows_only_its_button(self) -> None:
        # The script hides the inline checkboxes behind a "Choose" button; a class that sets
        # display must not show them again beside it.
        self.open("selectors")
        browser = self.browser
        boxes = browser.find_elements(By.CSS_SELECTOR, "#row-t-languages input[type=checkbox]")
        self.assertTrue(boxes)
        self.assertFalse(any(box.is_displayed() for box in boxes), "the hidden list stays hidden")
        self.assertTrue(browser.find_element(By.CSS_SELECTOR, "#row-t-languages .eu-choice-button").is_displayed())
        # The row's title opens the list too, as a cell does.
        browser.find_element(By.CSS_SELECTOR, "#row-t-languages .eu-label").click()
        dialog = wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "dialog[open]"))[0]
        dialog.send_keys(Keys.ESCAPE)
        wait(browser, lambda: not browser.find_elements(By.CSS_SELECTOR, "dialog[open]"))

    def show_details_by_email(self):
        """Hidden rows with its switch on and Email chosen: the rows both show are on the page."""
        self.open("hidden-rows")
        browser = self.browser
        browser.find_element(By.ID, "f-t-showDetails").click()
        wait(browser, lambda: browser.find_elements(By.ID, "f-t-jobTitle") and settled(browser))
        browser.find_element(By.CSS_SELECTOR, "label[for=o-t-contact-0]").click()
        wait(browser, lambda: browser.find_elements(By.ID, "f-t-email") and settled(browser))
        return browser

    def test_enter_follows_rows_a_live_update_showed(self) -> None:
        # Showing rows moves the neighbours' Enter targets: the answer relinks the fields it
        # leaves in place, so Enter in Job title reaches the Email field the radio just showed.
        browser = self.show_details_by_email()
        browser.find_element(By.ID, "f-t-jobTitle").click()
        browser.switch_to.active_element.send_keys(Keys.ENTER)
        self.assertEqual(browser.switch_to.active_element.get_attribute("id"), "f-t-email")
        browser.find_element(By.ID, "f-t-age").click()
        browser.switch_to.active_element.send_keys(Keys.SHIFT, Keys.ENTER)
        self.assertEqual(browser.switch_to.active_element.get_attribute("id"), "f-t-email")

    def test_controls_the_browser_refills_on_back_show_their_rows(self) -> None:
        # Back reloads the page (no-store) and the browser puts the switch and radio back as
        # they were; the rows they show must be there too, and what is submitted is what is shown.
        browser = self.show_details_by_email()
        browser.get(self.server.url("/"))
        browser.back()
        wait(browser, lambda: browser.execute_script("return document.documentElement.classList.contains('eu-js')"))
        time.sleep(0.5)
        wait(browser, lambda: settled(browser))
        switch_on = browser.find_element(By.ID, "f-t-showDetails").is_selected()
        self.assertEqual(bool(browser.find_elements(By.ID, "f-t-company")), switch_on, "the switch and its rows agree")
        email_chosen = browser.find_element(By.ID, "o-t-contact-0").is_selected()
        self.assertEqual(bool(browser.find_elements(By.ID, "f-t-email")), email_chosen, "the radio and its row agree")
        browser.find_element(By.CSS_SELECTOR, "button[name=_do][value=submit]").click()
        values = json.loads(wait(browser, lambda: browser.find_elements(By.ID, "submitted-values"), timeout=30)[0].text)
        self.assertEqual(values.get("showDetails"), switch_on)

    def test_tab_reaches_every_control_and_enter_follows_the_navigation(self) -> None:
        # Tab is the browser's, so the switch, dates and choices after Location are reached (the
        # form's navigation skips them); Enter goes to the next field as the navigation says.
        self.open("new-event")
        browser = self.browser

        def press(*keys: str, lands_on: str) -> None:
            browser.switch_to.active_element.send_keys(*keys)
            self.assertEqual(browser.switch_to.active_element.get_attribute("id"), lands_on)

        for start, key, there in [("f-t-location", Keys.TAB, "f-t-allDay"), ("f-t-title", Keys.ENTER, "f-t-location")]:
            browser.find_element(By.ID, start).click()
            press(key, lands_on=there)
            press(Keys.SHIFT, key, lands_on=start)

    def test_every_example_filled_with_the_keyboard_matches_the_terminal(self) -> None:
        for example, (typed, toggled) in FILLS.items():
            with self.subTest(example=example):
                self.open(example)
                browser = self.browser
                for key, _, text in typed:
                    field = browser.find_element(By.ID, "f-" + key)
                    field.click()
                    field.send_keys(Keys.CONTROL, "a")
                    field.send_keys(text)
                    field.send_keys(Keys.TAB)
                    wait(browser, lambda: settled(browser))
                for key, _ in toggled:
                    control = browser.find_element(By.ID, "f-" + key)
                    control.send_keys(" ")
                    wait(browser, lambda: settled(browser))
                time.sleep(0.4)
                wait(browser, lambda: settled(browser))
                submit = browser.find_element(By.CSS_SELECTOR, "button[name=_do][value=submit]")
                submit.send_keys(Keys.ENTER)
                wait(browser, lambda: browser.find_elements(By.ID, "submitted-values"), timeout=30)
                shown = json.loads(browser.find_element(By.ID, "submitted-values").text)
                answers = {question: text for _, question, text in typed}
                answers.update({question: "y" for _, question in toggled})
                expected = terminal_answers(example, answers, env={"EUREKA_EXAMPLES_NOW": NOW})
                self.assertEqual(shown, expected)

    def test_a_switch_shows_rows_without_leaving_the_page(self) -> None:
        self.open("hidden-rows")
        browser = self.browser
        before = browser.current_url
        count = len(browser.find_elements(By.CSS_SELECTOR, ".eu-row"))
        browser.find_element(By.CSS_SELECTOR, "input[role=switch]").click()
        wait(browser, lambda: len(browser.find_elements(By.CSS_SELECTOR, ".eu-row")) > count)
        self.assertEqual(browser.current_url, before)
        self.assertEqual(browser.find_element(By.CSS_SELECTOR, "input[role=switch]").get_attribute("aria-checked"), "true")

    def test_a_lost_connection_keeps_changes_and_sends_them_when_back(self) -> None:
        """Offline, a change waits under a visible notice (one failed request turned live updates
        off for the rest of the visit without a word); back online it is sent and the notice
        goes. A button pressed meanwhile does nothing and says so, where the page was posted into
        the browser's error page, whose Back lost every change made live."""
        self.open("hidden-rows")
        browser = self.browser
        before = browser.current_url
        count = len(browser.find_elements(By.CSS_SELECTOR, ".eu-row"))
        browser.execute_cdp_cmd("Network.enable", {})
        conditions = {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
        try:
            browser.execute_cdp_cmd("Network.emulateNetworkConditions", conditions)
            browser.find_element(By.CSS_SELECTOR, "input.eu-switch").click()
            notice = wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, ".eu-connection"))[0]
            self.assertIn("Could not reach the server", notice.text)
            self.assertTrue(notice.is_displayed())
            browser.find_element(By.CSS_SELECTOR, "button[name=_do][value=submit]").click()
            wait(browser, lambda: "button did nothing" in browser.find_element(By.CSS_SELECTOR, ".eu-connection").text)
            self.assertEqual(browser.current_url, before)
            self.assertTrue(browser.execute_script("return document.documentElement.classList.contains('eu-js')"), "live updates go on")
        finally:
            browser.execute_cdp_cmd("Network.emulateNetworkConditions", dict(conditions, offline=False))
        wait(browser, lambda: len(browser.find_elements(By.CSS_SELECTOR, ".eu-row")) > count, timeout=40)
        wait(browser, lambda: not browser.find_elements(By.CSS_SELECTOR, ".eu-connection"))
        browser.execute_cdp_cmd("Network.disable", {})

    def test_a_hidden_row_keeps_what_was_typed_until_it_is_shown_again(self) -> None:
        self.open("hidden-rows")
        browser = self.browser
        switch = browser.find_element(By.CSS_SELECTOR, "input[role=switch]")
        switch.click()
        wait(browser, lambda: browser.find_elements(By.ID, "f-t-company"))
        company = browser.find_element(By.ID, "f-t-company")
        company.send_keys("Acme & Co")
        company.send_keys(Keys.TAB)
        wait(browser, lambda: settled(browser))
        browser.find_element(By.CSS_SELECTOR, "input[role=switch]").click()
        wait(browser, lambda: not browser.find_elements(By.ID, "f-t-company"))
        wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "input[name=_kept]"))
        browser.find_element(By.CSS_SELECTOR, "input[role=switch]").click()
        wait(browser, lambda: browser.find_elements(By.ID, "f-t-company"))
        self.assertEqual(browser.find_element(By.ID, "f-t-company").get_attribute("value"), "Acme & Co")

    def test_a_label_a_button_counts_keeps_counting(self) -> None:
        self.open("rows-tour")
        browser = self.browser
        for count in ("1", "2", "3"):
            browser.find_element(By.ID, "f-p1-1").click()
            wait(browser, lambda: browser.find_element(By.CSS_SELECTOR, "#row-t-presses .eu-value").text == count)

    def test_an_error_shows_when_a_field_is_left(self) -> None:
        self.open("validations")
        browser = self.browser
        email = browser.find_element(By.ID, "f-t-email")
        email.send_keys("not-an-email")
        time.sleep(0.6)
        self.assertFalse(browser.find_elements(By.CSS_SELECTOR, "#row-t-email .eu-error"), "no error while typing (validates on blur)")
        email.send_keys(Keys.TAB)
        wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "#row-t-email .eu-error"))
        self.assertEqual(browser.find_element(By.ID, "f-t-email").get_attribute("aria-invalid"), "true")
        wait(browser, lambda: "valid email" in browser.find_element(By.ID, "eu-live").get_attribute("textContent"))

    def test_a_callback_changes_another_row(self) -> None:
        self.open("new-event")
        browser = self.browser
        ends = browser.find_element(By.ID, "f-t-ends").get_attribute("value")
        starts = browser.find_element(By.ID, "f-t-starts")
        browser.execute_script("arguments[0].value = '2026-12-24T10:00'; arguments[0].dispatchEvent(new Event('change', {bubbles: true}))", starts)
        wait(browser, lambda: browser.find_element(By.ID, "f-t-ends").get_attribute("value") != ends)
        self.assertTrue(browser.find_element(By.ID, "f-t-ends").get_attribute("value").startswith("2026-12-24T11:00"))

    def test_multivalued_rows_are_added_deleted_and_reordered(self) -> None:
        self.open("multivalued-sections")
        browser = self.browser
        first = browser.find_elements(By.CSS_SELECTOR, "#sec-s0 .eu-row[data-control=text]")
        browser.find_element(By.CSS_SELECTOR, "#sec-s0 button[name=_action]").click()
        wait(browser, lambda: len(browser.find_elements(By.CSS_SELECTOR, "#sec-s0 .eu-row[data-control=text]")) == len(first) + 1)
        self.assertEqual(browser.switch_to.active_element.get_attribute("id"), browser.find_elements(By.CSS_SELECTOR, "#sec-s0 .eu-row[data-control=text] input")[-1].get_attribute("id"), "the new row has focus")
        podium = lambda: [row.text.split("\n")[0] for row in browser.find_elements(By.CSS_SELECTOR, "#sec-s1 .eu-row")]
        order = podium()
        browser.find_element(By.CSS_SELECTOR, "#sec-s1 .eu-row button[name=_down]").click()
        wait(browser, lambda: podium() != order)
        self.assertEqual(podium()[:2], [order[1], order[0]])
        guests = lambda: len(browser.find_elements(By.CSS_SELECTOR, "#sec-s3 .eu-row"))
        count = guests()
        browser.find_element(By.CSS_SELECTOR, "#sec-s3 button[name=_delete]").click()
        wait(browser, lambda: guests() == count - 1)

    def test_a_selector_opens_as_a_dialog_and_returns_focus(self) -> None:
        self.open("selectors")
        browser = self.browser
        opener = browser.find_element(By.CSS_SELECTOR, "#row-t-country .eu-choice-button")
        opener.send_keys(Keys.ENTER)
        dialog = wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "dialog[open]"))[0]
        active = browser.switch_to.active_element
        active.send_keys(Keys.ARROW_DOWN)
        browser.switch_to.active_element.send_keys(Keys.ENTER)
        wait(browser, lambda: not browser.find_elements(By.CSS_SELECTOR, "dialog[open]"))
        # Read in the page, in one go: the answer may redraw the button between two WebDriver calls.
        focused = lambda: browser.execute_script("return document.activeElement && document.activeElement.id")
        self.assertEqual(focused(), "b-t-country", "focus returns to the row")
        wait(browser, lambda: settled(browser))
        self.assertEqual(focused(), "b-t-country", "and stays there once the answer has redrawn the row")
        self.assertNotEqual(browser.find_element(By.ID, "b-t-country").text, "Choose ›")

    def test_a_choice_made_in_a_dialog_can_be_taken_back(self) -> None:
        # The page's list offers "—"; the dialog offered only the options, so a pick was for good.
        self.open("selectors")
        browser = self.browser
        choose = lambda text: [o for o in browser.find_elements(By.CSS_SELECTOR, "dialog[open] .eu-dialog-option") if o.text == text][0].click()
        browser.find_element(By.ID, "b-t-country").click()
        wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "dialog[open]"))
        choose("Belgium")
        wait(browser, lambda: settled(browser) and browser.find_element(By.ID, "b-t-country").text == "Belgium ›")
        browser.find_element(By.ID, "b-t-country").click()
        wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "dialog[open]"))
        none = browser.find_element(By.CSS_SELECTOR, "dialog[open] .eu-dialog-none")
        self.assertEqual(none.get_attribute("aria-selected"), "false")
        self.assertEqual(none.text, "No choice")
        choose("No choice")
        wait(browser, lambda: settled(browser) and browser.find_element(By.ID, "b-t-country").text == "Choose ›")
        self.assertIsNone(self.submitted()["country"])

    def test_an_alert_row_opens_a_dialog_and_escape_cancels(self) -> None:
        self.open("new-event")
        browser = self.browser
        opener = browser.find_element(By.CSS_SELECTOR, "#row-t-alert .eu-choice-button")
        before = opener.text
        opener.send_keys(Keys.ENTER)
        wait(browser, lambda: browser.find_elements(By.CSS_SELECTOR, "dialog[open]"))
        browser.switch_to.active_element.send_keys(Keys.ESCAPE)
        wait(browser, lambda: not browser.find_elements(By.CSS_SELECTOR, "dialog[open]"))
        self.assertEqual(browser.find_element(By.CSS_SELECTOR, "#row-t-alert .eu-choice-button").text, before)

    def test_typing_and_pasting_are_filtered_by_the_rows_keyboard(self) -> None:
        # The script filters by the rule the core describes (data-filter), as the terminal does.
        self.open("rows-tour")
        browser = self.browser
        typed = {"f-t-int": ("-42abc", "-42"), "f-t-decimal": ("-1.2.3x", "-1.23"), "f-t-email": ("ada @example.org", "ada@example.org"),
                 "f-t-zip": ("sw1a 1aa", "SW1A 1AA"), "f-t-text": ("Any text: -42abc", "Any text: -42abc")}
        for element_id, (keys, expected) in typed.items():
            field = browser.find_element(By.ID, element_id)
            field.send_keys(keys)
            self.assertEqual(field.get_attribute("value"), expected, element_id)
        wait(browser, lambda: "cannot be typed here" in browser.find_element(By.ID, "eu-live").text)
        # A comma where the decimal separator is a point: refused, and the reason said.
        browser.find_element(By.ID, "f-t-decimal").send_keys(",")
        wait(browser, lambda: "“,” cannot be typed here: the decimal separator here is “.”" in browser.find_element(By.ID, "eu-live").text)
        # Shown under the field too, for as long as it has focus: a sighted person typing 3,5 saw 35.
        hint = browser.find_element(By.CSS_SELECTOR, "#row-t-decimal .eu-field-hint")
        self.assertTrue(hint.is_displayed())
        self.assertEqual(hint.text, "“,” cannot be typed here: the decimal separator here is “.”")
        # Kept while the person types on, though each key's answer redraws the row.
        browser.find_element(By.ID, "f-t-decimal").send_keys("5")
        time.sleep(1.5)
        self.assertTrue(browser.find_element(By.CSS_SELECTOR, "#row-t-decimal .eu-field-hint").is_displayed())
        browser.find_element(By.ID, "f-t-text").click()
        wait(browser, lambda: not browser.find_elements(By.CSS_SELECTOR, "#row-t-decimal .eu-field-hint"))
        # An invisible character refused is named, as the terminal names it.
        browser.find_element(By.ID, "f-t-int").send_keys("\u00a0")
        # (Selenium's text shows the no-break space as a space: the name is what tells them apart.)
        wait(browser, lambda: "” (no-break space) cannot be typed here" in browser.find_element(By.ID, "eu-live").text)
        paste = """const [field, text] = arguments; field.focus(); const data = new DataTransfer(); data.setData("text/plain", text);
            field.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true })); return field.value;"""
        # (A synthetic paste the script lets through inserts nothing, so the one tried here is
        # one it changes: a single line, blank space around it off, in capitals.)
        self.assertEqual(browser.execute_script(paste, browser.find_element(By.ID, "f-t-zip"), " ec1\n"), "SW1A 1AAEC1")
        self.assertEqual(browser.execute_script(paste, browser.find_element(By.ID, "f-t-int"), "2.75"), "-42", "a paste with a refused character goes nowhere")
        wait(browser, lambda: "Not pasted: this field does not take “.”" in browser.find_element(By.ID, "eu-live").text)
        wait(browser, lambda: settled(browser))
        self.assertEqual(browser.find_element(By.ID, "f-t-int").get_attribute("value"), "-42", "what the server saw, too")

    def test_a_row_that_formats_during_input_reformats_the_field_being_typed_in(self) -> None:
        # Like a till, as in the terminal: the answer's text replaces what was typed when nothing
        # was typed since, and the caret stays at the end.
        self.open("formatters")
        browser = self.browser
        till = browser.find_element(By.ID, "f-t-till")
        till.click()
        till.send_keys(Keys.END)
        for key in "125":
            till.send_keys(key)
            wait(browser, lambda: settled(browser) and browser.execute_script("return arguments[0].value", till).replace(",", ".").endswith(key))
            time.sleep(0.4)
        wait(browser, lambda: till.get_attribute("value") in ("1.25", "1,25"))
        self.assertEqual(browser.switch_to.active_element.get_attribute("id"), "f-t-till")
        self.assertEqual(browser.execute_script("return arguments[0].selectionStart", till), len(till.get_attribute("value")))

    def test_undo_and_redo_leave_a_rewritten_field_alone(self) -> None:
        # The browser's history did not know the reformatted text: redo put back "1234" after
        # "1,234", the answer made it 123,412,341,234, and that was submitted.
        self.open("formatters")
        browser = self.browser
        field = browser.find_element(By.ID, "f-t-population")
        field.click()
        field.send_keys("1234")
        wait(browser, lambda: settled(browser) and browser.find_element(By.ID, "f-t-population").get_attribute("value") == "1,234")
        field = browser.find_element(By.ID, "f-t-population")
        field.send_keys(Keys.CONTROL, "z")
        field.send_keys(Keys.CONTROL, Keys.SHIFT, "z")
        time.sleep(0.5)
        wait(browser, lambda: settled(browser))
        self.assertEqual(browser.find_element(By.ID, "f-t-population").get_attribute("value"), "1,234")
        self.assertEqual(self.submitted()["population"], 1234)

    def test_backspace_after_a_grouping_separator_deletes_the_digit_before_it(self) -> None:
        # As in the terminal: deleting the separator alone changed nothing, the answer put it back.
        self.open("formatters")
        browser = self.browser
        field = browser.find_element(By.ID, "f-t-population")
        field.click()
        field.send_keys("1234567")
        value = lambda: browser.execute_script("return arguments[0].value", field)
        wait(browser, lambda: settled(browser) and value() == "1,234,567")
        browser.execute_script("arguments[0].setSelectionRange(6, 6)", field)
        field.send_keys(Keys.BACKSPACE)
        wait(browser, lambda: settled(browser) and value() == "123,567")
        self.assertEqual(browser.execute_script("return arguments[0].selectionStart", field), 4, "after the separator")
        browser.execute_script("arguments[0].setSelectionRange(3, 3)", field)
        field.send_keys(Keys.DELETE)
        wait(browser, lambda: settled(browser) and value() == "12,367")
        self.assertEqual(browser.execute_script("return arguments[0].selectionStart", field), 4, "still before the 6")

    def test_a_formatted_number_is_edited_plain_and_submitted_whole(self) -> None:
        # "12%" is edited as 0.123456 (the terminal's way), shows formatted again when left
        # unchanged, and the value submitted is the one typed, not the rounded text.
        browser = self.open_formatters_with_ratio_typed()
        ratio = browser.find_element(By.ID, "f-t-ratio")
        ratio.click()
        wait(browser, lambda: ratio.get_attribute("value") == "0.123456")
        ratio.send_keys(Keys.TAB)
        wait(browser, lambda: settled(browser) and browser.find_element(By.ID, "f-t-ratio").get_attribute("value") == "12%")
        browser.find_element(By.CSS_SELECTOR, "button[name=_do][value=submit]:not([hidden])").click()
        values = json.loads(wait(browser, lambda: browser.find_elements(By.ID, "submitted-values"), timeout=30)[0].text)
        self.assertEqual(values["ratio"], 0.123456)

    def test_the_error_summary_follows_the_fields_as_they_are_fixed(self) -> None:
        # It vanished at the first field fixed (the rebuilt form knew only the row just left), or
        # went on linking to fixed fields.
        self.open("validations")
        browser = self.browser
        browser.find_element(By.CSS_SELECTOR, "button[name=_do][value=submit]").click()
        wait(browser, lambda: browser.find_elements(By.ID, "eu-summary") and settled(browser))
        links = lambda: browser.execute_script("return [...document.querySelectorAll('#eu-summary a')].map((a) => a.getAttribute('href').slice(1))")
        before = links()
        self.assertIn("f-t-required", before)
        browser.find_element(By.ID, "f-t-required").send_keys("hello", Keys.TAB)
        wait(browser, lambda: settled(browser) and "f-t-required" not in links())
        self.assertEqual(links(), [link for link in before if link != "f-t-required"], "the other problems stay listed")
        self.assertIsNone(browser.execute_script("return document.getElementById('eu-summary').getAttribute('role')"), "an update is not a second alert")

    def test_a_menu_left_by_tab_closes(self) -> None:
        # It stayed open behind the person, its buttons still in the Tab order.
        self.open("swipe-actions")
        browser = self.browser
        browser.find_element(By.CSS_SELECTOR, "#row-t-invoice summary").send_keys(Keys.ENTER)
        self.assertTrue(browser.execute_script("return document.querySelector('#row-t-invoice details').open"))
        buttons = len(browser.find_elements(By.CSS_SELECTOR, "#row-t-invoice details button"))
        ActionChains(browser).send_keys(*([Keys.TAB] * (buttons + 1))).perform()
        wait(browser, lambda: not browser.execute_script("return document.querySelector('#row-t-invoice details').open"))
        self.assertFalse(browser.execute_script("return document.querySelector('#row-t-invoice details').contains(document.activeElement)"))

    def test_swipe_actions_by_keyboard_are_announced_and_keep_focus_in_the_section(self) -> None:
        # A done action was not announced, and deleting the last row left focus on the page itself.
        self.open("swipe-actions")
        browser = self.browser
        record_announcements(browser)
        summary = browser.find_element(By.CSS_SELECTOR, "#row-t-invoice summary")
        summary.send_keys(Keys.ENTER)
        ActionChains(browser).send_keys(Keys.TAB).perform()
        ActionChains(browser).send_keys(Keys.ESCAPE).perform()
        self.assertFalse(browser.execute_script("return document.querySelector('#row-t-invoice details').open"), "Escape closes the menu")
        self.assertEqual(browser.switch_to.active_element.tag_name, "summary")
        for key in ["t-invoice", "t-meeting", "t-lunch"]:
            browser.execute_script(f"document.querySelector('#row-{key} summary').focus()")
            ActionChains(browser).send_keys(Keys.ENTER).pause(0.2).send_keys(Keys.TAB, Keys.TAB, Keys.ENTER).perform()
            wait(browser, lambda: settled(browser) and not browser.find_elements(By.ID, f"row-{key}"))
        wait(browser, lambda: "Delete on “Lunch on Friday?”: done" in announced(browser))
        self.assertEqual(browser.switch_to.active_element.get_attribute("id"), "sec-s0", "the emptied section, not the page")

    def test_list_buttons_keep_focus_in_place_and_say_what_they_did(self) -> None:
        # A move to the list's end disabled the pressed arrow and focus fell to the page; a
        # delete sent it to the section's first row, not the row after (as the plain page does);
        # a move said nothing, an add only "1 shown".
        self.open("multivalued-sections")
        browser = self.browser
        record_announcements(browser)
        down = browser.find_element(By.CSS_SELECTOR, "button[name=_down][value='m1-1']")
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus()", down)
        down.send_keys(Keys.ENTER)
        wait(browser, lambda: settled(browser) and "Moved Grace to position 3 of 3" in announced(browser))
        wait(browser, lambda: browser.switch_to.active_element.get_attribute("name") == "_up")
        self.assertEqual(browser.switch_to.active_element.get_attribute("value"), "m1-1", "the other arrow of the row moved")
        delete = browser.find_element(By.CSS_SELECTOR, "button[name=_delete][value='m3-1']")
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus()", delete)
        delete.send_keys(Keys.ENTER)
        wait(browser, lambda: settled(browser) and not browser.find_elements(By.ID, "row-m3-1"))
        wait(browser, lambda: browser.switch_to.active_element.get_attribute("id") == "f-m3-2")
        wait(browser, lambda: "Deleted Guest Barbara" in announced(browser))

    def test_a_wheel_picked_first_keeps_the_pick_when_its_empty_choice_goes(self) -> None:
        # The answer's list has no "—" once the wheel holds an option; the focused list kept its
        # choice by position and showed the next option, which the next request would post.
        self.open("rows-tour")
        browser = self.browser
        wheel = browser.find_element(By.ID, "f-t-doublePicker")
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", wheel)
        # The last option (Tea), picked while the list keeps focus (as a mouse pick leaves it).
        browser.execute_script(
            "const list = arguments[0]; list.focus(); list.value = '1';"
            "list.dispatchEvent(new Event('input', {bubbles: true})); list.dispatchEvent(new Event('change', {bubbles: true}));", wheel)
        picked = browser.execute_script("return arguments[0].value", wheel)
        self.assertNotEqual(picked, "")
        wait(browser, lambda: settled(browser) and not browser.execute_script(
            "return [...document.getElementById('f-t-doublePicker').options].some((option) => option.value === '')"))
        self.assertEqual(browser.execute_script("return document.getElementById('f-t-doublePicker').value"), picked)

    def test_a_double_click_on_submit_submits_once(self) -> None:
        # Each press had asked the server on its own, and each answer posted the form: the app's
        # submit handler ran twice. The real post is counted here instead of made.
        self.open("formatters")
        browser = self.browser
        browser.execute_script(
            "window.posted = 0; HTMLFormElement.prototype.submit = function () { window.posted += 1; };")
        button = browser.find_element(By.CSS_SELECTOR, "button[name=_do][value=submit]:not([hidden])")
        ActionChains(browser).double_click(button).click(button).perform()
        wait(browser, lambda: settled(browser) and browser.execute_script("return window.posted") >= 1)
        time.sleep(1)
        self.assertEqual(browser.execute_script("return window.posted"), 1)

    def submitted(self) -> dict:
        browser = self.browser
        browser.find_element(By.CSS_SELECTOR, "button[name=_do][value=submit]:not([hidden])").click()
        return json.loads(wait(browser, lambda: browser.find_elements(By.ID, "submitted-values"), timeout=30)[0].text)

    def test_a_list_changed_quickly_with_the_keyboard_keeps_the_last_choice(self) -> None:
        # The answer to the first change used to put its choice back through the options'
        # own "selected", though the list itself was kept as the person left it.
        self.open("rows-tour")
        browser = self.browser
        picker = browser.find_element(By.ID, "f-t-picker")
        browser.execute_script("arguments[0].focus()", picker)
        ActionChains(browser).send_keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ARROW_DOWN).perform()
        chosen = picker.get_attribute("value")
        time.sleep(1)
        wait(browser, lambda: settled(browser))
        self.assertEqual(browser.find_element(By.ID, "f-t-picker").get_attribute("value"), chosen)
        self.assertEqual(self.submitted()["picker"], "Go")

    def test_every_pick_in_a_list_that_stays_open_counts(self) -> None:
        # An answer redrew the row while the list was open, and later picks went to a copy of
        # the row no longer on the page.
        self.open("selectors")
        browser = self.browser
        browser.find_element(By.ID, "b-t-servings").click()
        options = lambda: browser.find_elements(By.CSS_SELECTOR, "dialog[open] .eu-dialog-option:not(.eu-dialog-none)")
        wait(browser, lambda: options())
        options()[0].click()
        wait(browser, lambda: settled(browser))
        options()[3].click()
        wait(browser, lambda: settled(browser))
        [button for button in browser.find_elements(By.CSS_SELECTOR, "dialog[open] button") if button.text == "Done"][0].click()
        wait(browser, lambda: settled(browser))
        self.assertEqual(browser.find_element(By.ID, "b-t-servings").text, "4 people ›")
        self.assertEqual(self.submitted()["servings"], 4)

    def open_disabled_rows_with_both_boxes_ticked(self):
        """Disabled Rows with terms and privacy ticked, so that Continue (f-p2-2) is enabled."""
        self.open("disabled-rows")
        browser = self.browser
        browser.find_element(By.ID, "f-t-terms").click()
        browser.find_element(By.ID, "f-t-privacy").click()
        wait(browser, lambda: settled(browser) and browser.find_element(By.ID, "f-p2-2").is_enabled())
        return browser

    def test_a_button_that_submits_submits(self) -> None:
        # "Continue" calls submit(); with the script its press was answered with nothing.
        browser = self.open_disabled_rows_with_both_boxes_ticked()
        browser.find_element(By.ID, "f-p2-2").click()
        values = json.loads(wait(browser, lambda: browser.find_elements(By.ID, "submitted-values"), timeout=30)[0].text)
        self.assertTrue(values["terms"] and values["privacy"])

    def test_a_double_click_on_a_button_that_submits_submits_once(self) -> None:
        # The second press waited behind the first, and was sent after the first had posted the form.
        browser = self.open_disabled_rows_with_both_boxes_ticked()
        browser.execute_script(
            "window.posted = 0; HTMLFormElement.prototype.submit = function () { window.posted += 1; };"
            "window.presses = 0; const send = window.fetch; window.fetch = function (url, options) {"
            "  if (String(options && options.body).includes('_action=p2-2')) window.presses += 1; return send(url, options); };")
        ActionChains(browser).double_click(browser.find_element(By.ID, "f-p2-2")).perform()
        wait(browser, lambda: settled(browser) and browser.execute_script("return window.posted") >= 1)
        time.sleep(1)
        self.assertEqual(browser.execute_script("return [window.posted, window.presses]"), [1, 1])

    def test_a_swipe_action_from_the_keyboard_leaves_focus_on_the_rows_menu(self) -> None:
        self.open("swipe-actions")
        browser = self.browser
        browser.find_element(By.CSS_SELECTOR, "#row-t-meeting summary").send_keys(Keys.ENTER)
        ActionChains(browser).send_keys(Keys.TAB).perform()
        self.assertEqual(browser.switch_to.active_element.text, "Flag")
        ActionChains(browser).send_keys(Keys.ENTER).perform()
        # While the answer is on its way too: left on the hidden button, focus fell to the page.
        self.assertEqual(browser.execute_script("return document.activeElement.tagName"), "SUMMARY")
        wait(browser, lambda: settled(browser) and "⚑" in browser.find_element(By.CSS_SELECTOR, "#row-t-meeting .eu-label").text)
        self.assertEqual(browser.switch_to.active_element.tag_name, "summary", "focus on the row's menu, not the page")


    # ---- What was done live comes back on a reload or Back (the page is no-store) ----

    def tags(self) -> list[str]:
        return [field.get_attribute("value") for field in self.browser.find_elements(By.CSS_SELECTOR, "#sec-s0 .eu-row[data-control=text] input")]

    def add_two_tags(self) -> list[str]:
        """Two tags added to Multivalued Sections live and typed into; the tags the page shows."""
        self.open("multivalued-sections")
        browser = self.browser
        for text in ("Linux", "Hummingbird"):
            count = len(self.tags())
            browser.find_element(By.ID, "f-m0-add").click()
            wait(browser, lambda: len(self.tags()) == count + 1 and settled(browser))
            browser.switch_to.active_element.send_keys(text)
            wait(browser, lambda: browser.execute_script("return document.querySelector('form.eu-form').dataset.sent || ''") != "")
        time.sleep(0.4)
        wait(browser, lambda: settled(browser))
        tags = self.tags()
        self.assertEqual(tags[-2:], ["Linux", "Hummingbird"])
        return tags

    def open_formatters_with_ratio_typed(self):
        """Formatters with 0.123456 typed into the percent field and left: it shows "12%"."""
        self.open("formatters")
        browser = self.browser
        ratio = browser.find_element(By.ID, "f-t-ratio")
        ratio.click()
        ratio.send_keys("0.123456", Keys.TAB)
        wait(browser, lambda: settled(browser) and browser.find_element(By.ID, "f-t-ratio").get_attribute("value") == "12%")
        return browser

    def wait_for_script(self) -> None:
        browser = self.browser
        wait(browser, lambda: browser.execute_script("return document.documentElement.classList.contains('eu-js')"))
        time.sleep(0.3)
        wait(browser, lambda: settled(browser))

    def restored(self) -> bool:
        return self.browser.execute_script("return !!document.querySelector('form.eu-form[data-restored]')")

    def test_rows_added_live_come_back_on_a_reload(self) -> None:
        tags = self.add_two_tags()
        self.browser.refresh()
        wait(self.browser, lambda: self.restored() and settled(self.browser))
        self.assertEqual(self.tags(), tags)
        # The restored page goes on live, and what it submits is what it shows.
        self.assertEqual(self.submitted()["tags"], tags)

    def test_rows_added_live_come_back_on_back(self) -> None:
        tags = self.add_two_tags()
        browser = self.browser
        browser.get(self.server.url("/"))
        browser.back()
        wait(browser, lambda: self.restored() and settled(browser))
        self.assertEqual(self.tags(), tags)

    def test_a_password_is_never_stored_nor_restored(self) -> None:
        self.open("rows-tour")
        browser = self.browser
        browser.find_element(By.ID, "f-t-password").send_keys("hunter2-secret")
        browser.find_element(By.ID, "f-p1-1").click()   # a count only a restore brings back
        wait(browser, lambda: settled(browser) and browser.find_element(By.CSS_SELECTOR, "#row-t-presses .eu-value").text == "1")
        time.sleep(0.5)
        stored = browser.execute_script("return JSON.stringify(sessionStorage)")
        self.assertIn("_kept", stored, "a snapshot is kept")
        self.assertNotIn("hunter2", stored)
        browser.refresh()
        wait(browser, lambda: self.restored() and settled(browser))
        self.assertEqual(browser.find_element(By.CSS_SELECTOR, "#row-t-presses .eu-value").text, "1")
        self.assertEqual(browser.find_element(By.ID, "f-t-password").get_attribute("value"), "")
        self.assertNotIn("hunter2", browser.execute_script("return JSON.stringify(sessionStorage)"))

    def test_back_to_a_submitted_form_shows_it_as_defined(self) -> None:
        self.add_two_tags()
        browser = self.browser
        self.assertIn("Hummingbird", browser.execute_script("return JSON.stringify(sessionStorage)"))
        self.submitted()
        self.assertNotIn("Hummingbird", browser.execute_script("return JSON.stringify(sessionStorage)"), "a submit drops the snapshot")
        browser.back()
        self.wait_for_script()
        self.assertFalse(self.restored())
        self.assertEqual(self.tags(), ["Swift"])

    def test_the_form_opened_again_through_a_link_is_fresh(self) -> None:
        self.add_two_tags()
        browser = self.browser
        self.assertIn("Hummingbird", browser.execute_script("return JSON.stringify(sessionStorage)"))
        browser.get(self.server.url("/"))
        browser.find_element(By.CSS_SELECTOR, "a[href='/examples/multivalued-sections']").click()
        self.wait_for_script()
        self.assertFalse(self.restored())
        self.assertEqual(self.tags(), ["Swift"])
        # Nor does a reload of that new visit bring back the older one's rows.
        browser.refresh()
        self.wait_for_script()
        self.assertFalse(self.restored())
        self.assertEqual(self.tags(), ["Swift"])

    def test_the_form_opened_again_keeps_the_first_visits_rows_for_back(self) -> None:
        # One snapshot per form per tab: the second visit's first change overwrote the first
        # visit's, and Back found its added rows gone.
        tags = self.add_two_tags()
        browser = self.browser
        browser.get(self.server.url("/"))
        browser.find_element(By.CSS_SELECTOR, "a[href='/examples/multivalued-sections']").click()
        self.wait_for_script()
        field = browser.find_elements(By.CSS_SELECTOR, "#sec-s0 .eu-row[data-control=text] input")[0]
        field.send_keys(Keys.END, " UI", Keys.TAB)
        wait(browser, lambda: settled(browser))
        time.sleep(0.5)
        browser.back()
        browser.back()
        wait(browser, lambda: self.restored() and settled(browser))
        self.assertEqual(self.tags(), tags)

    def test_exact_values_and_changed_titles_come_back_on_a_reload(self) -> None:
        browser = self.open_formatters_with_ratio_typed()
        browser.refresh()
        wait(browser, lambda: self.restored() and settled(browser))
        self.assertEqual(browser.find_element(By.ID, "f-t-ratio").get_attribute("value"), "12%")
        self.assertEqual(self.submitted()["ratio"], 0.123456)
        self.open("swipe-actions")
        browser.find_element(By.CSS_SELECTOR, "#row-t-meeting summary").click()
        browser.find_element(By.CSS_SELECTOR, "#row-t-meeting button[value='t-meeting leading 0']").click()
        wait(browser, lambda: settled(browser) and "⚑" in browser.find_element(By.CSS_SELECTOR, "#row-t-meeting .eu-label").text)
        browser.refresh()
        wait(browser, lambda: self.restored() and settled(browser))
        self.assertIn("⚑", browser.find_element(By.CSS_SELECTOR, "#row-t-meeting .eu-label").text)

class SlowAnswerTests(unittest.TestCase):
    """Answers held by the server (a test hook) to prove typing is never clobbered."""

    def test_focus_caret_and_typing_survive_a_slow_answer(self) -> None:
        with served_browser(extra_env={"EUREKA_TEST_LIVE_DELAY": "*:1500"}) as (server, browser):
            browser.get(server.url("/examples/validations"))
            field = browser.find_element(By.ID, "f-t-required")
            field.send_keys("abc")
            time.sleep(0.5)   # the debounced update is on its way, held 1.5 s
            field.send_keys("def")
            wait(browser, lambda: settled(browser), timeout=20)
            time.sleep(2)
            field = browser.find_element(By.ID, "f-t-required")
            self.assertEqual(browser.switch_to.active_element.get_attribute("id"), "f-t-required")
            self.assertEqual(field.get_attribute("value"), "abcdef")
            self.assertEqual(browser.execute_script("return arguments[0].selectionStart", field), 6)

    def test_a_change_made_while_an_answer_is_on_its_way_waits_for_it(self) -> None:
        # One request at a time: a change made meanwhile is sent once the answer before it has
        # been applied, built from the page that answer left, so the second answer cannot undo
        # the first (the rows of the switch, the kept values).
        with served_browser(extra_env={"EUREKA_TEST_LIVE_DELAY": "1:2500,*:0"}) as (server, browser):
            browser.get(server.url("/examples/hidden-rows"))
            age = browser.find_element(By.ID, "f-t-age")
            age.send_keys("4")
            # Update 1 (held 2.5 s) is on its way once the page says so (debounced input).
            wait(browser, lambda: browser.execute_script("return document.querySelector('form.eu-form').dataset.sent || ''") != "", timeout=30)
            browser.find_element(By.CSS_SELECTOR, "input[role=switch]").click()
            sent = lambda: int(browser.execute_script("return document.querySelector('form.eu-form').dataset.sent || '0'"))
            self.assertEqual(sent(), 1, "the switch's change waits for update 1's answer")
            wait(browser, lambda: settled(browser), timeout=40)
            applied = browser.find_element(By.CSS_SELECTOR, "form.eu-form").get_attribute("data-applied").split()
            self.assertEqual(applied, [str(n) for n in range(1, sent() + 1)], "every answer applied, in order")
            self.assertTrue(browser.find_elements(By.ID, "row-t-company"), "the switch's rows are shown")

    def test_a_menu_or_dialog_open_when_its_rows_answer_lands_keeps_focus(self) -> None:
        # An answer redraws its row: a swipe menu reopened meanwhile was closed under the person
        # (focus fell to the page), and a selector dialog reopened meanwhile handed focus, once
        # closed, to a button no longer on the page.
        with served_browser(extra_env={"EUREKA_TEST_LIVE_DELAY": "1:2500,*:0"}) as (server, browser):
            browser.get(server.url("/examples/swipe-actions"))
            browser.find_element(By.CSS_SELECTOR, "#row-t-invoice summary").click()
            browser.find_element(By.CSS_SELECTOR, "button[value='t-invoice trailing 1']").click()   # Mark as read, held
            browser.find_element(By.CSS_SELECTOR, "#row-t-invoice summary").click()
            flag = browser.find_element(By.CSS_SELECTOR, "#row-t-invoice button[value='t-invoice leading 0']")
            flag.send_keys(Keys.NULL)
            wait(browser, lambda: settled(browser), timeout=30)
            self.assertTrue(browser.execute_script("return document.querySelector('#row-t-invoice details').open"))
            self.assertEqual(browser.switch_to.active_element.get_attribute("value"), "t-invoice leading 0")
        with served_browser(extra_env={"EUREKA_TEST_LIVE_DELAY": "1:2500,*:0"}) as (server, browser):
            browser.get(server.url("/examples/selectors"))
            browser.find_element(By.ID, "b-t-country").click()
            browser.find_elements(By.CSS_SELECTOR, "dialog[open] .eu-dialog-option")[2].click()   # held
            browser.find_element(By.ID, "b-t-country").click()
            wait(browser, lambda: settled(browser), timeout=30)
            browser.find_elements(By.CSS_SELECTOR, "dialog[open] .eu-dialog-option")[4].click()
            # Read in the page, in one go: the pick's own answer may redraw the button between two
            # WebDriver calls; focus stays on the row's button through it.
            focused = lambda: browser.execute_script("return document.activeElement && document.activeElement.id")
            self.assertEqual(focused(), "b-t-country")
            wait(browser, lambda: settled(browser), timeout=30)
            self.assertEqual(focused(), "b-t-country")

    def test_enter_to_a_row_the_answer_then_hides_returns_focus_to_the_field(self) -> None:
        # "2" shows the guardian row and Age's Enter goes there; "25" hides it again. Enter
        # pressed before that answer came left focus on the page itself, and keys typed next
        # went nowhere.
        with served_browser(extra_env={"EUREKA_TEST_LIVE_DELAY": "*:600"}) as (server, browser):
            browser.get(server.url("/examples/hidden-rows"))
            age = browser.find_element(By.ID, "f-t-age")
            age.send_keys("2")
            wait(browser, lambda: browser.find_elements(By.ID, "f-t-guardian") and settled(browser), timeout=30)
            self.assertEqual(age.get_attribute("data-next"), "f-t-guardian")
            age.send_keys("5", Keys.ENTER)
            self.assertEqual(browser.switch_to.active_element.get_attribute("id"), "f-t-guardian")
            wait(browser, lambda: not browser.find_elements(By.ID, "f-t-guardian") and settled(browser), timeout=30)
            # Where Enter from Age leads now, else Age itself: never the page.
            expected = age.get_attribute("data-next") or "f-t-age"
            self.assertEqual(browser.switch_to.active_element.get_attribute("id"), expected, "focus went where Enter leads now")

    def test_a_switch_turned_off_and_on_again_at_once_keeps_what_was_typed(self) -> None:
        with served_browser(extra_env={"EUREKA_TEST_LIVE_DELAY": "*:600"}) as (server, browser):
            browser.get(server.url("/examples/hidden-rows"))
            browser.find_element(By.CSS_SELECTOR, "input[role=switch]").click()
            wait(browser, lambda: browser.find_elements(By.ID, "f-t-company") and settled(browser), timeout=30)
            browser.find_element(By.ID, "f-t-company").send_keys("Acme Corp")
            browser.find_element(By.ID, "f-t-jobTitle").send_keys("CTO")
            browser.find_element(By.ID, "f-t-age").click()
            wait(browser, lambda: settled(browser), timeout=30)
            switch = browser.find_element(By.CSS_SELECTOR, "input[role=switch]")
            switch.click()
            switch.click()   # before the first answer (held 0.6 s) is back
            wait(browser, lambda: settled(browser), timeout=30)
            self.assertEqual(browser.find_element(By.ID, "f-t-company").get_attribute("value"), "Acme Corp")
            self.assertEqual(browser.find_element(By.ID, "f-t-jobTitle").get_attribute("value"), "CTO")

    def test_typing_while_a_reload_brings_the_snapshot_back_loses_neither(self) -> None:
        # Typing before the restore's answer came dropped the snapshot: the values typed before
        # the reload were gone for good.
        with served_browser() as (server, browser):
            browser.get(server.url("/examples/formatters"))
            wait(browser, lambda: settled(browser))
            population = browser.find_element(By.ID, "f-t-population")
            population.click()
            population.send_keys("1234567", Keys.TAB)
            wait(browser, lambda: settled(browser) and browser.find_element(By.ID, "f-t-population").get_attribute("value") == "1,234,567")
            time.sleep(0.6)   # the snapshot is saved 300 ms after a change
            browser.execute_cdp_cmd("Network.enable", {})
            browser.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": False, "latency": 1500, "downloadThroughput": -1, "uploadThroughput": -1})
            try:
                browser.refresh()
                wait(browser, lambda: browser.execute_script("const f = document.querySelector('form.eu-form'); return !!f && f.getAttribute('aria-busy') === 'true'"), timeout=20)
                browser.find_element(By.ID, "f-t-price").send_keys("19.99")
            finally:
                browser.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
            wait(browser, lambda: browser.execute_script("return !!document.querySelector('form.eu-form[data-restored]')") and settled(browser), timeout=30)
            time.sleep(0.5)
            wait(browser, lambda: settled(browser), timeout=30)
            self.assertEqual(browser.find_element(By.ID, "f-t-population").get_attribute("value"), "1,234,567", "the snapshot came back")
            self.assertIn("19.99", browser.find_element(By.ID, "f-t-price").get_attribute("value"), "and what was typed meanwhile stayed")

    def test_text_typed_into_a_row_its_answer_hides_or_locks_is_said_to_be_lost(self) -> None:
        # Typed while the change that hides (or locks) the row was on its way, the text never
        # reached the server: it went without a word, and a locked field went on showing it
        # while the submit did not carry it.
        with served_browser(extra_env={"EUREKA_TEST_LIVE_DELAY": "*:800"}) as (server, browser):
            live = lambda: browser.execute_script("return document.getElementById('eu-live').textContent")
            browser.get(server.url("/examples/hidden-rows"))
            browser.find_element(By.CSS_SELECTOR, "input[role=switch]").click()
            wait(browser, lambda: browser.find_elements(By.ID, "f-t-company") and settled(browser), timeout=30)
            company = browser.find_element(By.ID, "f-t-company")
            company.send_keys("Acme")
            # Left for the page itself, so the switch's click blurs no field (whose request would
            # go first, and the switch's, built later, would carry the text).
            browser.execute_script("document.activeElement.blur()")
            wait(browser, lambda: settled(browser), timeout=30)
            sent = lambda: browser.execute_script("return document.querySelector('form.eu-form').dataset.sent || ''")
            before = sent()
            browser.find_element(By.CSS_SELECTOR, "input[role=switch]").click()
            wait(browser, lambda: sent() != before, timeout=10)   # the switch's request has left
            company.send_keys(" Corp")   # before its answer (held 0.8 s) hides the row
            wait(browser, lambda: not browser.find_elements(By.ID, "f-t-company") and settled(browser), timeout=30)
            wait(browser, lambda: "Not kept: Company" in live(), timeout=5)

            browser.get(server.url("/examples/disabled-rows"))
            name = browser.find_element(By.ID, "f-t-displayName")
            name.send_keys(Keys.END, " Love")
            browser.execute_script("document.activeElement.blur()")
            wait(browser, lambda: settled(browser) and browser.find_element(By.ID, "f-t-displayName").get_attribute("value") == "Ada Love", timeout=30)
            before = sent()
            browser.find_element(By.ID, "f-t-locked").click()
            wait(browser, lambda: sent() != before, timeout=10)   # the lock's request has left
            name.send_keys("lace")   # before its answer (held 0.8 s) locks the field
            wait(browser, lambda: not browser.find_element(By.ID, "f-t-displayName").is_enabled() and settled(browser), timeout=30)
            wait(browser, lambda: "Not kept: Display name" in live(), timeout=5)
            self.assertFalse(browser.find_element(By.ID, "f-t-displayName").get_attribute("value").endswith("lace"), "the page shows what the form holds")

    def test_focus_an_answer_asks_for_is_not_taken_from_a_field_the_person_moved_to(self) -> None:
        # "Add New Tag", then straight into a guest's field: the answer focused the new tag
        # mid-word, and the rest of the word went there.
        with served_browser(extra_env={"EUREKA_TEST_LIVE_DELAY": "*:600"}) as (server, browser):
            browser.get(server.url("/examples/multivalued-sections"))
            browser.find_element(By.ID, "f-m0-add").click()
            guest = browser.find_element(By.ID, "f-m3-1")
            guest.click()
            guest.send_keys(Keys.END)
            for character in " Liskov":
                ActionChains(browser).send_keys(character).perform()
                time.sleep(0.08)
            time.sleep(1)
            wait(browser, lambda: settled(browser), timeout=30)
            self.assertEqual(browser.find_element(By.ID, "f-m3-1").get_attribute("value"), "Barbara Liskov")
            self.assertEqual(browser.switch_to.active_element.get_attribute("id"), "f-m3-1")

    def test_a_formatted_field_returned_to_keeps_its_plain_digits_when_an_answer_lands(self) -> None:
        with served_browser(extra_env={"EUREKA_TEST_LIVE_DELAY": "*:600"}) as (server, browser):
            browser.get(server.url("/examples/formatters"))
            price = browser.find_element(By.ID, "f-t-price")
            price.click()
            price.send_keys("1234.5")
            ActionChains(browser).send_keys(Keys.TAB).pause(0.1).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
            time.sleep(1)
            wait(browser, lambda: settled(browser), timeout=30)
            self.assertEqual(browser.find_element(By.ID, "f-t-price").get_attribute("value"), "1234.5")
            ActionChains(browser).send_keys(Keys.END, "7", Keys.TAB).perform()
            time.sleep(1)
            wait(browser, lambda: settled(browser), timeout=30)
            browser.find_element(By.CSS_SELECTOR, "button[name=_do][value=submit]:not([hidden])").click()
            values = json.loads(wait(browser, lambda: browser.find_elements(By.ID, "submitted-values"), timeout=30)[0].text)
            self.assertEqual(values["price"], 1234.57)

if __name__ == "__main__":
    unittest.main()
