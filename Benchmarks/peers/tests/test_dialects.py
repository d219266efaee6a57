"""The Eureka dialect (dialects.py) reads Eureka's page conventions without letting through
anything the peers' checks would refuse. Run:
    .venv-bench/bin/python -m unittest discover -s Benchmarks/peers/tests -t Benchmarks/peers
"""
from __future__ import annotations

import json
import os
import subprocess
import unittest
from html import escape
from pathlib import Path
from urllib.parse import parse_qsl

from peersbench.dialects import EUREKA, PEERS
from peersbench.equivalence import check_invalid, check_render, load_expected
from peersbench.spec import INVALID_BODY_PATH, PEERS_DIR, SPEC_PATH, VALID_BODY_PATH, load_spec

REPO = PEERS_DIR.parent.parent


def eureka_like_page(spec, shown: dict[str, str | None], errors: dict[str, list[str]]) -> str:
    """The spec form in the markup conventions of Eureka's renderer (a stand-in, so these tests
    run without a Swift build): `t-` names, `f-` ids, a placeholder option and option indices,
    one `<p class="eu-error">` per message named by `aria-describedby`."""
    parts = ['<form method="post">']
    for field in spec.fields:
        key = "t-" + field.name
        ids = [f"e-{key}-{n}" for n in range(len(errors.get(field.name, [])))]
        described = f' aria-invalid="true" aria-describedby="{" ".join(ids)}"' if ids else ""
        parts.append(f'<div class="eu-row"><label class="eu-label" for="f-{key}">{escape(field.label)}</label>')
        if field.kind == "choice":
            parts.append(f'<select id="f-{key}" name="{key}"{described}><option value="">—</option>')
            for index, choice in enumerate(field.choices):
                selected = " selected" if shown[field.name] == str(index) else ""
                parts.append(f'<option value="{index}"{selected}>{escape(choice.label)}</option>')
            parts.append("</select>")
        else:
            parts.append(f'<input type="text" id="f-{key}" name="{key}" value="{escape(shown[field.name] or "")}"{described}>')
        for error_id, message in zip(ids, errors.get(field.name, [])):
            parts.append(f'<p class="eu-error" id="{error_id}">{escape(message)}</p>')
        parts.append("</div>")
    return "".join(parts) + '<button type="submit" name="_do" value="submit">Submit</button></form>'


class EurekaDialectTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.spec = load_spec()
        cls.expected = load_expected()
        unbound = cls.expected["unbound"]["renderedValues"]
        cls.unbound = {f.name: EUREKA.wire_value(f, unbound[f.name]) for f in cls.spec.fields}
        rerendered = cls.expected["invalid"]["renderedValues"]
        cls.rerendered = {f.name: EUREKA.rendered_value(cls.spec, f, rerendered[f.name], unbound[f.name]) for f in cls.spec.fields}
        choice = cls.spec.messages.choice
        cls.errors = {name: [f"“{name}” is not one of the options" if m == choice else m for m in messages]
                      for name, messages in cls.expected["invalid"]["errors"].items()}

    def invalid_output(self, html: str | None = None, errors: dict | None = None) -> dict:
        return {"valid": False, "errors": errors or self.errors,
                "html": html if html is not None else eureka_like_page(self.spec, self.rerendered, self.errors)}

    def test_eureka_conventions_pass(self) -> None:
        self.assertEqual(check_render(self.spec, self.expected, {"html": eureka_like_page(self.spec, self.unbound, {})}, EUREKA), [])
        self.assertEqual(check_invalid(self.spec, self.expected, self.invalid_output(), EUREKA), [])

    def test_the_peers_dialect_does_not_read_them(self) -> None:
        self.assertTrue(check_render(self.spec, self.expected, {"html": eureka_like_page(self.spec, self.unbound, {})}, PEERS))

    def test_own_wording_only_where_a_choice_is_not_an_option(self) -> None:
        errors = dict(self.errors)
        errors["f0000"] = ["Required!"]  # a rule's message must be the spec's
        html = eureka_like_page(self.spec, self.rerendered, errors)
        self.assertTrue(check_invalid(self.spec, self.expected, self.invalid_output(html, errors), EUREKA))
        errors = dict(self.errors)
        errors["f0011"] = errors["f0011"] * 2  # one message, not two
        html = eureka_like_page(self.spec, self.rerendered, errors)
        self.assertTrue(check_invalid(self.spec, self.expected, self.invalid_output(html, errors), EUREKA))
        errors = dict(self.errors)
        errors.pop("f0011")  # and never none
        html = eureka_like_page(self.spec, self.rerendered, errors)
        self.assertTrue(check_invalid(self.spec, self.expected, self.invalid_output(html, errors), EUREKA))

    def test_unattached_or_missing_errors_are_refused(self) -> None:
        page = eureka_like_page(self.spec, self.rerendered, self.errors)
        html = page.replace(' aria-describedby="e-t-f0000-0"', "", 1)
        problems = check_invalid(self.spec, self.expected, self.invalid_output(html), EUREKA)
        self.assertTrue(any("not attached" in p for p in problems), problems)
        html = page.replace('class="eu-error" id="e-t-f0022-0"', 'class="note" id="e-t-f0022-0"', 1)
        self.assertTrue(check_invalid(self.spec, self.expected, self.invalid_output(html), EUREKA))

    def test_values_options_and_escaping_stay_exact(self) -> None:
        shown = dict(self.rerendered)
        shown["f0011"] = None  # the row keeps its value: "none selected" is not what Eureka shows
        html = eureka_like_page(self.spec, shown, self.errors)
        self.assertTrue(check_invalid(self.spec, self.expected, self.invalid_output(html), EUREKA))
        page = eureka_like_page(self.spec, self.unbound, {})
        html = page.replace('<option value="3">', '<option value="c3">', 1)
        self.assertTrue(check_render(self.spec, self.expected, {"html": html}, EUREKA))
        html = page.replace("Pick 0003 &lt;b&gt;one&lt;/b&gt;", "Pick 0003 <b>one</b>", 1)
        problems = check_render(self.spec, self.expected, {"html": html}, EUREKA)
        self.assertTrue(any("<b> element" in p for p in problems), problems)

    def test_bodies_are_the_same_submission(self) -> None:
        peers = parse_qsl(VALID_BODY_PATH.read_text(), keep_blank_values=True)
        eureka = parse_qsl(EUREKA.valid_body_path.read_text(), keep_blank_values=True)
        self.assertEqual(eureka[-2:], [("_shown", "definition"), ("_do", "submit")])
        self.assertEqual(len(eureka) - 2, len(peers))
        for (name, value), (eureka_name, eureka_value) in zip(peers, eureka):
            field = self.spec.field(name)
            self.assertEqual(eureka_name, "t-" + name)
            if field.kind == "choice":
                self.assertEqual(field.choices[int(eureka_value)].value, value)
            else:
                self.assertEqual(eureka_value, value)
        invalid = dict(parse_qsl(EUREKA.invalid_body_path.read_text(), keep_blank_values=True))
        self.assertEqual(invalid["t-f0011"], dict(parse_qsl(INVALID_BODY_PATH.read_text()))["f0011"],
                         "a value that is not an option is posted as it is")


@unittest.skipUnless((REPO / ".build/release/eureka-benchmarks").exists(), "needs a release build of eureka-benchmarks")
class EurekaWorkerTest(unittest.TestCase):
    """The real worker, when it is built, passes every phase's checks."""

    def test_worker_passes(self) -> None:
        from peersbench.equivalence import CHECKS
        argv = [str(REPO / ".build/release/eureka-benchmarks"), "peers-web", "--spec", str(SPEC_PATH),
                "--valid-body", str(EUREKA.valid_body_path), "--invalid-body", str(EUREKA.invalid_body_path)]
        with subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=REPO) as worker:
            self.assertEqual(json.loads(worker.stdout.readline())["protocol"], 1)
            spec, expected = load_spec(), load_expected()
            for phase in ("render", "valid", "invalid"):
                worker.stdin.write(json.dumps({"op": "output", "phase": phase}) + "\n")
                worker.stdin.flush()
                self.assertEqual(CHECKS[phase](spec, expected, json.loads(worker.stdout.readline()), EUREKA), [], phase)
            worker.stdin.write('{"op": "quit"}\n')
            worker.stdin.flush()
            self.assertEqual(worker.wait(timeout=30), 0)


if __name__ == "__main__":
    unittest.main()
