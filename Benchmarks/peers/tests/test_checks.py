"""The equivalence checks must refuse a system that does less work. Run:
    .venv-bench/bin/python -m unittest discover -s Benchmarks/peers/tests -t Benchmarks/peers
"""
from __future__ import annotations

import json
import tempfile
import unittest
from pathlib import Path

from peersbench.equivalence import check_invalid, check_render, check_valid, load_expected
from peersbench.spec import INVALID_BODY_PATH, VALID_BODY_PATH, SpecError, load_spec
from peersbench.web_worker import Worker
from peersbench.web_wtforms import WTFormsAdapter


class ChecksTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.spec = load_spec()
        cls.expected = load_expected()
        cls.worker = Worker(WTFormsAdapter(cls.spec), VALID_BODY_PATH.read_bytes(), INVALID_BODY_PATH.read_bytes())
        cls.outputs = {phase: cls.worker.output(phase) for phase in ("render", "valid", "invalid")}

    def test_wtforms_passes(self) -> None:
        self.assertEqual(check_render(self.spec, self.expected, self.outputs["render"]), [])
        self.assertEqual(check_valid(self.spec, self.expected, self.outputs["valid"]), [])
        self.assertEqual(check_invalid(self.spec, self.expected, self.outputs["invalid"]), [])

    def test_unescaped_value_is_refused(self) -> None:
        # In an attribute, an unescaped quote cuts the value short.
        html = self.outputs["render"]["html"].replace("Ada &lt;b&gt;&amp;&#34; 0000", 'Ada <b>&" 0000', 1)
        problems = check_render(self.spec, self.expected, {"html": html})
        self.assertTrue(any("f0000 shows value" in p for p in problems), problems)
        # In text, unescaped markup becomes an element.
        html = self.outputs["render"]["html"].replace("Pick 0003 &lt;b&gt;one&lt;/b&gt;", "Pick 0003 <b>one</b>", 1)
        problems = check_render(self.spec, self.expected, {"html": html})
        self.assertTrue(any("<b> element" in p for p in problems), problems)

    def test_missing_field_is_refused(self) -> None:
        html = self.outputs["render"]["html"].replace('name="f0005"', 'name="other"', 1)
        self.assertTrue(check_render(self.spec, self.expected, {"html": html}))

    def test_missing_error_is_refused(self) -> None:
        output = dict(self.outputs["invalid"])
        output["errors"] = dict(output["errors"])
        output["errors"].pop("f0000")
        self.assertTrue(check_invalid(self.spec, self.expected, output))
        html = output["html"].replace("<li>This field is required.</li>", "", 1)
        self.assertTrue(check_invalid(self.spec, self.expected, output | {"errors": self.outputs["invalid"]["errors"],
                                                                          "html": html}))

    def test_unattached_error_is_refused(self) -> None:
        html = self.outputs["invalid"]["html"].replace('aria-describedby="f0000_error"', "", 1)
        problems = check_invalid(self.spec, self.expected, self.outputs["invalid"] | {"html": html})
        self.assertTrue(any("not attached" in p or "f0000" in p for p in problems), problems)

    def test_rejected_valid_body_is_refused(self) -> None:
        self.assertTrue(check_valid(self.spec, self.expected, {"valid": False, "errors": {"f0001": ["x"]}}))

    def test_bad_spec_is_a_clear_error(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "spec.json"
            raw = json.loads(Path(self.spec_path()).read_text())
            raw["fields"][1]["kind"] = "slider"
            path.write_text(json.dumps(raw))
            with self.assertRaisesRegex(SpecError, r"fields\[1\] \(f0001\): unknown kind 'slider'"):
                load_spec(path)

    @staticmethod
    def spec_path() -> Path:
        from peersbench.spec import SPEC_PATH
        return SPEC_PATH


if __name__ == "__main__":
    unittest.main()
