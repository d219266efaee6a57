"""How each example is filled in the browser suite: the fields typed (by row key on the page and
by question in line mode) and the switches flipped, the same in both renderers."""
from __future__ import annotations

NOW = "2026-11-20T09:30:00Z"

# example: (typed: [(row key, line-mode question, text)], toggled: [(row key, line-mode question)])
FILLS: dict[str, tuple[list[tuple[str, str, str]], list[tuple[str, str]]]] = {
    "rows-tour": ([("t-text", "TextRow", "Hello"), ("t-int", "IntRow", "42")], [("t-check", "CheckRow")]),
    "new-event": ([("t-title", "Title", "Team lunch"), ("t-location", "Location", "Cantina")], []),
    "navigation-options": ([("t-firstName", "First name", "Ada")], []),
    "custom-cells": ([], []),
    "field-customisation": ([("t-nickname", "Nickname", "Dee"), ("t-code", "Code (capitals)", "ABC-123"), ("t-fullName", "Full name (words)", "Ada Lovelace")], []),
    "hidden-rows": ([("t-age", "Age", "36")], [("t-showDetails", "Show details")]),
    "disabled-rows": ([("t-displayName", "Display name", "Grace")], []),
    "formatters": ([], []),
    "inline-rows": ([], []),
    "list-sections": ([], []),
    "selectors": ([], []),
    "validations": ([
        ("t-required", "Required", "Done"), ("t-email", "Email", "ada@example.com"), ("t-website", "Website", "https://example.com"),
        ("t-age", "Age", "36"), ("t-score", "Score", "9.5"), ("t-username", "Username", "ada"), ("t-zip", "ZIP code", "12345"),
        ("t-flight", "Flight", "BA2490"), ("t-password", "Password", "secret123"), ("t-confirmation", "Repeat password", "secret123"),
    ], []),
    "multivalued-sections": ([("m0-0", "Tag name", "Linux")], []),
    "swipe-actions": ([], []),
}
