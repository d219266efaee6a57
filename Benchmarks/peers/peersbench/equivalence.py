"""Checks that a system does the same work as the spec asks before it may be timed.

Each check returns a list of problems; an empty list means the system passed. The first few
problems are enough to say why a system is refused, so lists are cut at MAX_PROBLEMS.
"""
from __future__ import annotations

import json
from typing import Any

from .dialects import PEERS, Dialect
from .html_check import FormView, parse_form
from .spec import EXPECTED_PATH, FormSpec

MAX_PROBLEMS = 8


def load_expected() -> dict[str, Any]:
    return json.loads(EXPECTED_PATH.read_text(encoding="utf-8"))


class Problems(list):
    def add(self, message: str) -> None:
        if len(self) < MAX_PROBLEMS:
            self.append(message)
        elif len(self) == MAX_PROBLEMS:
            self.append("… (more problems not listed)")


def check_html(spec: FormSpec, html: str, rendered_values: dict[str, str | None],
               errors: dict[str, list[str]], where: str, dialect: Dialect = PEERS,
               unbound_values: dict[str, str | None] | None = None) -> list[str]:
    """The page shows every field once, in order, with its label, options, expected value and
    exactly the expected errors, and no hostile value became markup. Names, choice values and
    error elements are read in the system's dialect (dialects.py); `unbound_values` are what
    the page showed before the post."""
    problems = Problems()
    view: FormView = parse_form(html, dialect.error_classes)
    names = [c.name for c in view.controls]
    expected_names = [dialect.control_name(f) for f in spec.fields]
    if names != expected_names:
        missing = sorted(set(expected_names) - set(names))[:5]
        extra = sorted(set(names) - set(expected_names))[:5]
        problems.add(f"{where}: fields differ from the spec ({len(names)} controls for {len(expected_names)} "
                     f"fields; missing {missing}, unexpected {extra}, or out of order)")
        return problems
    if view.bold_elements:
        problems.add(f"{where}: {view.bold_elements} <b> element(s) in the page: a hostile value was not escaped")
    if view.unattached_errors:
        problems.add(f"{where}: {len(view.unattached_errors)} error message(s) not attached to a control "
                     f"through aria-describedby, e.g. {view.unattached_errors[0]!r}")
    for field, control in zip(spec.fields, view.controls):
        if control.label != field.label:
            problems.add(f"{where}: {field.name} label {control.label!r}, expected {field.label!r}")
        if field.kind == "choice":
            expected_options = [(dialect.wire_value(field, c.value), c.label) for c in field.choices]
            if dialect.options(control.options) != expected_options:
                problems.add(f"{where}: {field.name} options differ from the spec")
        unbound = (unbound_values or rendered_values)[field.name]
        want = dialect.rendered_value(spec, field, rendered_values[field.name], unbound)
        if control.value != want:
            problems.add(f"{where}: {field.name} shows value {control.value!r}, expected {want!r}")
        want_errors = errors.get(field.name, [])
        if not dialect.same_errors(spec, control.errors, want_errors):
            problems.add(f"{where}: {field.name} shows errors {control.errors!r}, expected {want_errors!r}")
    return problems


def check_render(spec: FormSpec, expected: dict[str, Any], output: dict[str, Any], dialect: Dialect = PEERS) -> list[str]:
    html = output.get("html")
    if not isinstance(html, str):
        return ["render: the worker returned no html"]
    return check_html(spec, html, expected["unbound"]["renderedValues"], {}, "unbound render", dialect)


def check_valid(spec: FormSpec, expected: dict[str, Any], output: dict[str, Any], dialect: Dialect = PEERS) -> list[str]:
    problems = Problems()
    if output.get("valid") is not True:
        errors = output.get("errors") or {}
        first = next(iter(errors.items()), None)
        problems.add(f"valid body: rejected with {sum(len(v) for v in errors.values())} error(s), first {first}")
        return problems
    values = output.get("values") or {}
    for name, want in expected["valid"]["values"].items():
        if values.get(name) != want:
            problems.add(f"valid body: {name} bound to {values.get(name)!r}, expected {want!r}")
    extra = set(values) - set(expected["valid"]["values"])
    if extra:
        problems.add(f"valid body: unexpected values for {sorted(extra)[:5]}")
    return problems


def check_invalid(spec: FormSpec, expected: dict[str, Any], output: dict[str, Any], dialect: Dialect = PEERS) -> list[str]:
    problems = Problems()
    want = expected["invalid"]["errors"]
    if output.get("valid") is not False:
        problems.add("invalid body: accepted as valid")
        return problems
    got = output.get("errors") or {}
    if set(got) != set(want) or any(not dialect.same_errors(spec, got[name], want[name]) for name in want):
        count = sum(len(v) for v in got.values())
        wrong = [name for name in sorted(set(got) | set(want))
                 if not dialect.same_errors(spec, got.get(name) or [], want.get(name) or [])
                 or (name in got) != (name in want)][:5]
        problems.add(f"invalid body: {count} error(s) instead of {expected['invalid']['errorCount']}; "
                     f"differing fields {wrong}, e.g. {wrong[0] if wrong else ''}: got {got.get(wrong[0]) if wrong else None!r}, "
                     f"expected {want.get(wrong[0]) if wrong else None!r}")
    html = output.get("html")
    if not isinstance(html, str):
        problems.add("invalid body: the worker returned no re-rendered html")
        return problems
    problems.extend(check_html(spec, html, expected["invalid"]["renderedValues"], want, "invalid re-render", dialect,
                               expected["unbound"]["renderedValues"]))
    return problems[:MAX_PROBLEMS + 1]


CHECKS = {"render": check_render, "valid": check_valid, "invalid": check_invalid}
