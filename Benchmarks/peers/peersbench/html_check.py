"""Reads a rendered form back out of its HTML, so equivalence is checked on what a browser
would see rather than on one library's markup.

The contract every renderer meets (Django's `as_div` does out of the box):
- one `<input>`, `<select>` or `<textarea>` per field, whose `name` is the field's name;
- a `<label for="ID">` whose text is the field's label, ID being the control's `id`;
- a field's errors are the `<li>` items of an element of class `errorlist` (or, without
  `<li>`, the text of an element of class `error`) that the control names in
  `aria-describedby`; no error element is left unattached. A system may declare its own error
  class (Eureka's `<p class="eu-error">`, one per message; see dialects.py): the same rules
  apply to it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
CONTROLS = {"input", "select", "textarea"}
ERROR_CLASSES = {"errorlist", "error"}


@dataclass
class Node:
    tag: str
    attrs: dict[str, str | None]
    parent: "Node | None" = None
    children: list["Node | str"] = field(default_factory=list)

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def classes(self) -> set[str]:
        return set((self.attrs.get("class") or "").split())

    def walk(self):
        yield self
        for child in self.children:
            if isinstance(child, Node):
                yield from child.walk()


class _TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", {})
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, dict(attrs), self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_startendtag(self, tag, attrs):
        self.current.children.append(Node(tag, dict(attrs), self.current))

    def handle_endtag(self, tag):
        node = self.current
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.current = node.parent
        # an end tag with no open element is ignored, as browsers do

    def handle_data(self, data):
        self.current.children.append(data)


@dataclass
class ControlView:
    name: str
    tag: str
    value: str | None
    label: str | None
    options: list[tuple[str, str]]
    errors: list[str]


@dataclass
class FormView:
    controls: list[ControlView]
    unattached_errors: list[str]
    bold_elements: int


def parse_form(html: str, error_classes: frozenset[str] | set[str] = ERROR_CLASSES) -> FormView:
    """Controls in document order with their value, label, options and errors (the elements of
    `error_classes` that each control names in `aria-describedby`)."""
    builder = _TreeBuilder()
    builder.feed(html)
    builder.close()
    nodes = list(builder.root.walk())
    by_id = {n.attrs["id"]: n for n in nodes if n.attrs.get("id")}
    labels = {n.attrs.get("for"): " ".join(n.text().split()) for n in nodes if n.tag == "label"}
    error_nodes = [n for n in nodes if n.classes() & error_classes]
    attached: set[int] = set()
    controls: list[ControlView] = []
    for node in nodes:
        if node.tag not in CONTROLS or not node.attrs.get("name"):
            continue
        if node.tag == "input" and (node.attrs.get("type") or "text") in {"hidden", "submit", "button"}:
            continue
        options: list[tuple[str, str]] = []
        if node.tag == "select":
            value = None
            for option in (n for n in node.walk() if n.tag == "option"):
                option_value = option.attrs.get("value")
                option_value = option_value if option_value is not None else option.text()
                options.append((option_value, " ".join(option.text().split())))
                if "selected" in option.attrs:
                    value = option_value
        elif node.tag == "textarea":
            value = node.text().removeprefix("\n")
        else:
            value = node.attrs.get("value") or ""
        errors: list[str] = []
        for reference in (node.attrs.get("aria-describedby") or "").split():
            target = by_id.get(reference)
            if target is not None and target.classes() & error_classes:
                attached.add(id(target))
                errors.extend(_messages(target))
        controls.append(ControlView(node.attrs["name"], node.tag, value, labels.get(node.attrs.get("id")),
                                    options, errors))
    unattached = [m for n in error_nodes if id(n) not in attached
                  and not any(id(a) in attached for a in _ancestors(n)) for m in _messages(n)]
    return FormView(controls, unattached, sum(1 for n in nodes if n.tag == "b"))


def _messages(node: Node) -> list[str]:
    items = [n for n in node.walk() if n.tag == "li"]
    texts = [n.text() for n in items] if items else [node.text()]
    return [" ".join(t.split()) for t in texts if t.strip()]


def _ancestors(node: Node):
    while node.parent is not None:
        node = node.parent
        yield node
