"""The spec form as a WTForms form, rendered the way Django's `as_div` is: per field a `<div>`
with the label, the control, and the errors in a `<ul class="errorlist">` that the control
points at with `aria-describedby` (WTForms leaves the layout to the application; this is the
shortest equivalent of what Django writes, with the same accessibility attributes)."""
from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl

from markupsafe import Markup, escape
from wtforms import Form, IntegerField, SelectField, StringField
from wtforms.validators import AnyOf, InputRequired, Length, NumberRange, Regexp

from .spec import Field, FormSpec


class FormData(dict):
    """The multi-valued mapping WTForms reads (`getlist`), parsed from a urlencoded body the
    way web frameworks do (blank values kept, UTF-8, `+` as space)."""

    def __init__(self, body: bytes) -> None:
        super().__init__()
        for key, value in parse_qsl(body.decode("utf-8"), keep_blank_values=True):
            self.setdefault(key, []).append(value)

    def getlist(self, key: str) -> list[str]:
        return self.get(key, [])


def make_form_class(spec: FormSpec) -> type:
    """A `wtforms.Form` subclass with one field per spec field, messages set from the spec."""
    messages = spec.messages

    def make(field: Field) -> Any:
        required = InputRequired(message=messages.required)
        if field.kind == "text":
            return StringField(field.label, [required, Length(max=field.max_length,
                               message=messages.for_max_length(field.max_length))], default=field.initial)
        if field.kind == "integer":
            return IntegerField(field.label, [
                required,
                NumberRange(min=field.minimum, message=messages.for_min_value(field.minimum)),
                NumberRange(max=field.maximum, message=messages.for_max_value(field.maximum)),
            ], default=field.initial)
        if field.kind == "pattern":
            return StringField(field.label, [required, Regexp(rf"\A(?:{field.pattern})\Z",
                               message=messages.pattern)], default=field.initial)
        values = [c.value for c in field.choices]
        # validate_choice's built-in message is fixed; AnyOf is WTForms' own rule with a message.
        return SelectField(field.label, [required, AnyOf(values, message=messages.choice)],
                           choices=[(c.value, c.label) for c in field.choices], default=field.initial,
                           validate_choice=False)

    attributes = {field.name: make(field) for field in spec.fields}
    return type("PeersWTForm", (Form,), attributes)


def render_div(form: Any) -> str:
    """Every field as `<div><label/> <control/> <ul class="errorlist">…</ul></div>`."""
    parts: list[str] = []
    for field in form:
        parts.append("<div>\n")
        parts.append(field.label())
        parts.append("\n")
        if field.errors:
            error_id = f"{field.id}_error"
            parts.append(field(**{"aria-invalid": "true", "aria-describedby": error_id}))
            parts.append(Markup('\n<ul class="errorlist" id="{}">').format(error_id))
            for message in field.errors:
                parts.append(Markup("<li>{}</li>").format(message))
            parts.append("</ul>")
        else:
            parts.append(field())
        parts.append("\n</div>\n")
    return "".join(parts)


class WTFormsAdapter:
    """In-process operations on the WTForms form, in the shape every worker offers."""

    name = "wtforms"

    def __init__(self, spec: FormSpec) -> None:
        self.form_class = make_form_class(spec)

    def render_unbound(self) -> bytes:
        return render_div(self.form_class()).encode()

    def bind(self, body: bytes) -> Any:
        form = self.form_class(FormData(body))
        form.validate()
        return form

    def validate(self, body: bytes) -> bool:
        return self.form_class(FormData(body)).validate()

    def validate_and_render(self, body: bytes) -> bytes:
        form = self.form_class(FormData(body))
        form.validate()
        return render_div(form).encode()

    @staticmethod
    def values(form: Any) -> dict[str, Any]:
        return dict(form.data)

    @staticmethod
    def errors(form: Any) -> dict[str, list[str]]:
        return {name: [str(m) for m in messages] for name, messages in form.errors.items()}
