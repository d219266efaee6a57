"""The spec form as a Textual app: per field a one-line row with the label and a compact
`Input` (text, integer, pattern) or `Select` (choice), the validators matching the spec's rules
and run when the field loses focus, as Eureka's rows validate on blur by default. A header
shows the title, a footer the keys.

Usage: python -m peersbench.tui_textual [--spec FILE]
"""
from __future__ import annotations

import argparse
from pathlib import Path

from textual.app import App, ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.validation import Integer, Length, Regex
from textual.widgets import Footer, Header, Input, Label, Select

from .spec import SPEC_PATH, Field, FormSpec, load_spec


class PeersFormApp(App):
    """Every spec field, in order, in one scrolling column."""

    CSS = """
    .field { height: 1; }
    .field Label { width: 36; }
    .field Input, .field Select { width: 1fr; }
    """
    BINDINGS = [("ctrl+s", "submit", "Submit")]
    # The first field has the focus at launch, as in Eureka; not the scrolling column.
    AUTO_FOCUS = "Input"

    def __init__(self, spec: FormSpec) -> None:
        super().__init__()
        self.spec = spec

    def on_mount(self) -> None:
        self.title = self.spec.title

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll():
            for field in self.spec.fields:
                with Horizontal(classes="field"):
                    yield Label(field.label, markup=False)
                    yield self.control(field)
        yield Footer()

    def control(self, field: Field):
        messages = self.spec.messages
        if field.kind == "choice":
            return Select([(c.label, c.value) for c in field.choices], value=field.initial,
                          allow_blank=False, compact=True, id=field.name)
        if field.kind == "text":
            validators = [Length(minimum=1, maximum=field.max_length,
                                 failure_description=messages.for_max_length(field.max_length))]
            kind = "text"
        elif field.kind == "integer":
            validators = [Integer(minimum=field.minimum, maximum=field.maximum,
                                  failure_description=messages.for_max_value(field.maximum))]
            kind = "integer"
        else:
            validators = [Regex(rf"\A(?:{field.pattern})\Z", failure_description=messages.pattern)]
            kind = "text"
        widget = Input(str(field.initial), type=kind, validators=validators, validate_on=["blur", "submitted"],
                       compact=True, select_on_focus=False, id=field.name)
        # A blinking caret repaints twice a second forever; the benchmark waits for quiet output.
        widget.cursor_blink = False
        return widget

    def action_submit(self) -> None:
        self.exit(0)


def main() -> None:
    parser = argparse.ArgumentParser(description="The peers benchmark form in Textual")
    parser.add_argument("--spec", type=Path, default=SPEC_PATH)
    args = parser.parse_args()
    PeersFormApp(load_spec(args.spec)).run()


if __name__ == "__main__":
    main()
