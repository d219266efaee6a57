"""How each system writes the spec's form on its page: field names, how a choice travels, its
error elements. The checks read every page through its system's dialect, so each library keeps
its own (equally valid) conventions while the checks stay exact about the content: the same
fields in the same order, labels, options, values, errors attached to their controls, escaping.

- **Django and WTForms** (`PEERS`) name controls after the spec's fields (`f0000`), post a
  choice's spec value (`c3`), and put errors in `<ul class="errorlist">` items.
- **Eureka** (`EUREKA`) names a tagged row's control `t-<tag>` (`FormFieldNames`, so every
  row of any form has a stable, collision-free name), posts a choice as its option's index
  (`<option value="3">`, after a placeholder `<option value="">—</option>` for "none"), puts
  each error in its own `<p class="eu-error">` that the control names in `aria-describedby`,
  and submits with its Submit button (`_do=submit`; a post without it only updates the page),
  after the hidden `_shown=definition` a fresh page carries (it showed the definition's values).
  A posted choice that is not one of the options never reaches the row: the binding reports it
  in its own words ("“c21 <b>&"” is not one of the options") and the row keeps — and shows —
  the value it had. For those fields, and only those, the checks require exactly one error
  message of the system's own wording instead of the spec's "Select a valid choice.", and the
  value the page showed before instead of no selection.

The bodies each system is sent are the same submission written in its dialect
(`fixtures/valid-body.txt` for the peers, `fixtures/eureka-valid-body.txt` for Eureka, both
written by `make_fixtures.py` from the same values).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

from .spec import (EUREKA_INVALID_BODY_PATH, EUREKA_VALID_BODY_PATH, INVALID_BODY_PATH, VALID_BODY_PATH, Field,
                   FormSpec)


@dataclass(frozen=True)
class Dialect:
    key: str
    name_prefix: str = ""
    choice_as_index: bool = False
    placeholder_option: bool = False
    error_classes: frozenset[str] = frozenset({"errorlist", "error"})
    submit_fields: tuple[tuple[str, str], ...] = ()
    own_choice_wording: bool = False
    valid_body_path: Path = VALID_BODY_PATH
    invalid_body_path: Path = INVALID_BODY_PATH

    def control_name(self, field: Field) -> str:
        return self.name_prefix + field.name

    def wire_value(self, field: Field, value: str | None) -> str | None:
        """What the page's control carries for `value` (None: no option selected)."""
        if value is None or field.kind != "choice" or not self.choice_as_index:
            return value
        for index, choice in enumerate(field.choices):
            if choice.value == value:
                return str(index)
        return value

    def options(self, control_options: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """A select's options without the dialect's "none" placeholder (value "")."""
        if self.placeholder_option and control_options and control_options[0][0] == "":
            return control_options[1:]
        return control_options

    def rendered_value(self, spec: FormSpec, field: Field, want: str | None, unbound: str | None) -> str | None:
        """The value a re-rendered control must show: the posted one, or for a posted choice that
        is not an option, none selected — or, where the system keeps the row's value, the one the
        page showed before."""
        if field.kind == "choice" and want is None and self.own_choice_wording:
            return self.wire_value(field, unbound)
        return self.wire_value(field, want)

    def same_errors(self, spec: FormSpec, got: list[str], want: list[str]) -> bool:
        """Exactly the expected messages; where the system words a non-option choice itself, one
        message of its own in that place."""
        if len(got) != len(want):
            return False
        return all(g == w or (self.own_choice_wording and w == spec.messages.choice and g.strip() != "")
                   for g, w in zip(got, want))

    def body(self, spec: FormSpec, posted: list[tuple[str, str]]) -> str:
        """A urlencoded submission of `posted` (spec names, spec values), as this system's page
        posts it when its submit button is pressed."""
        fields = {field.name: field for field in spec.fields}
        pairs = [(self.control_name(fields[name]), self.wire_value(fields[name], value) or "") for name, value in posted]
        return urlencode(pairs + list(self.submit_fields))


PEERS = Dialect("peers")
EUREKA = Dialect(
    "eureka",
    name_prefix="t-",
    choice_as_index=True,
    placeholder_option=True,
    error_classes=frozenset({"eu-error"}),
    # What a fresh page posts after its fields: it showed the definition (`_shown`), and its
    # Submit button.
    submit_fields=(("_shown", "definition"), ("_do", "submit")),
    own_choice_wording=True,
    valid_body_path=EUREKA_VALID_BODY_PATH,
    invalid_body_path=EUREKA_INVALID_BODY_PATH,
)
