"""The form every implementation builds: one JSON file, read into plain dataclasses.

The file (`fixtures/form-spec.json`) is written by `make_fixtures.py`; its format is described
in Docs/Benchmarks.md ("The form spec").
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

PEERS_DIR = Path(__file__).resolve().parent.parent
FIXTURES_DIR = PEERS_DIR / "fixtures"
SPEC_PATH = FIXTURES_DIR / "form-spec.json"
VALID_BODY_PATH = FIXTURES_DIR / "valid-body.txt"
INVALID_BODY_PATH = FIXTURES_DIR / "invalid-body.txt"
# The same submissions as Eureka's page posts them (see dialects.py).
EUREKA_VALID_BODY_PATH = FIXTURES_DIR / "eureka-valid-body.txt"
EUREKA_INVALID_BODY_PATH = FIXTURES_DIR / "eureka-invalid-body.txt"
EXPECTED_PATH = FIXTURES_DIR / "expected.json"

KINDS = ("text", "integer", "pattern", "choice")


class SpecError(ValueError):
    """The spec file is missing, malformed, or inconsistent."""


@dataclass(frozen=True)
class Choice:
    value: str
    label: str


@dataclass(frozen=True)
class Field:
    """One field. Every field is required; the other rules depend on the kind:
    text: max_length; integer: minimum..maximum; pattern: the whole value matches `pattern`;
    choice: the value is one of `choices`."""

    name: str
    label: str
    kind: str
    initial: str | int
    max_length: int | None = None
    minimum: int | None = None
    maximum: int | None = None
    pattern: str | None = None
    choices: tuple[Choice, ...] = ()


@dataclass(frozen=True)
class Messages:
    """Error messages, exactly as every implementation must show them. `{max}` and `{min}`
    are replaced with the field's limits."""

    required: str
    max_length: str
    min_value: str
    max_value: str
    pattern: str
    choice: str

    def for_max_length(self, limit: int) -> str:
        return self.max_length.replace("{max}", str(limit))

    def for_min_value(self, limit: int) -> str:
        return self.min_value.replace("{min}", str(limit))

    def for_max_value(self, limit: int) -> str:
        return self.max_value.replace("{max}", str(limit))


@dataclass(frozen=True)
class FormSpec:
    title: str
    submit_label: str
    fields: tuple[Field, ...]
    messages: Messages

    def field(self, name: str) -> Field:
        for field in self.fields:
            if field.name == name:
                return field
        raise KeyError(name)


def _require(mapping: dict, key: str, kind: type | tuple[type, ...], where: str):
    if key not in mapping:
        raise SpecError(f"{where}: missing key {key!r}")
    value = mapping[key]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise SpecError(f"{where}: {key!r} should be {kind}, got {type(value).__name__}")
    return value


def _field(raw: dict, index: int) -> Field:
    where = f"fields[{index}]"
    name = _require(raw, "name", str, where)
    kind = _require(raw, "kind", str, where)
    if kind not in KINDS:
        raise SpecError(f"{where} ({name}): unknown kind {kind!r}; known: {', '.join(KINDS)}")
    if raw.get("required") is not True:
        raise SpecError(f"{where} ({name}): every field of this spec format is required")
    label = _require(raw, "label", str, where)
    if kind == "text":
        return Field(name, label, kind, _require(raw, "initial", str, where),
                     max_length=_require(raw, "maxLength", int, where))
    if kind == "integer":
        field = Field(name, label, kind, _require(raw, "initial", int, where),
                      minimum=_require(raw, "min", int, where), maximum=_require(raw, "max", int, where))
        if not field.minimum <= field.initial <= field.maximum:
            raise SpecError(f"{where} ({name}): initial value outside min...max")
        return field
    if kind == "pattern":
        pattern = _require(raw, "pattern", str, where)
        try:
            re.compile(pattern)
        except re.error as error:
            raise SpecError(f"{where} ({name}): pattern does not compile: {error}") from None
        return Field(name, label, kind, _require(raw, "initial", str, where), pattern=pattern)
    choices = tuple(Choice(_require(c, "value", str, f"{where}.choices"), _require(c, "label", str, f"{where}.choices"))
                    for c in _require(raw, "choices", list, where))
    initial = _require(raw, "initial", str, where)
    if initial not in {c.value for c in choices}:
        raise SpecError(f"{where} ({name}): initial value {initial!r} is not one of the choices")
    return Field(name, label, kind, initial, choices=choices)


def load_spec(path: Path = SPEC_PATH) -> FormSpec:
    """Reads and checks the spec; raises SpecError with the place of the problem."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SpecError(f"{path}: no such file (run Benchmarks/peers/make_fixtures.py)") from None
    except json.JSONDecodeError as error:
        raise SpecError(f"{path}: not JSON: {error}") from None
    return spec_from_dict(raw, str(path))


def spec_from_dict(raw: dict, where: str = "spec") -> FormSpec:
    """Checks a decoded spec; raises SpecError with the place of the problem."""
    if raw.get("format") != 1:
        raise SpecError(f"{where}: unsupported format {raw.get('format')!r} (this harness reads format 1)")
    messages_raw = _require(raw, "messages", dict, "spec")
    messages = Messages(**{key: _require(messages_raw, camel, str, "messages") for key, camel in (
        ("required", "required"), ("max_length", "maxLength"), ("min_value", "minValue"),
        ("max_value", "maxValue"), ("pattern", "pattern"), ("choice", "choice"))})
    fields = tuple(_field(f, i) for i, f in enumerate(_require(raw, "fields", list, "spec")))
    names = [f.name for f in fields]
    if len(set(names)) != len(names):
        raise SpecError(f"{where}: duplicate field names")
    return FormSpec(_require(raw, "title", str, "spec"), _require(raw, "submitLabel", str, "spec"), fields, messages)
