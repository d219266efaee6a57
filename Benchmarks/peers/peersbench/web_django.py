"""The spec form as a Django form, with Django's own `as_div` rendering."""
from __future__ import annotations

import os
from typing import Any

from .spec import Field, FormSpec


def setup_django() -> None:
    """Configures Django with the benchmark's settings (idempotent)."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "peersbench.django_site.settings")
    import django
    django.setup()


def make_form_class(spec: FormSpec) -> type:
    """A `forms.Form` subclass with one field per spec field, messages set from the spec."""
    setup_django()
    from django import forms

    messages = spec.messages

    def make(field: Field) -> Any:
        common = {"label": field.label, "initial": field.initial, "required": True}
        if field.kind == "text":
            return forms.CharField(max_length=field.max_length, error_messages={
                "required": messages.required, "max_length": messages.for_max_length(field.max_length)}, **common)
        if field.kind == "integer":
            return forms.IntegerField(min_value=field.minimum, max_value=field.maximum, error_messages={
                "required": messages.required, "min_value": messages.for_min_value(field.minimum),
                "max_value": messages.for_max_value(field.maximum)}, **common)
        if field.kind == "pattern":
            # RegexField searches; \A...\Z makes it a whole-value match as the spec says.
            return forms.RegexField(regex=rf"\A(?:{field.pattern})\Z", error_messages={
                "required": messages.required, "invalid": messages.pattern}, **common)
        return forms.ChoiceField(choices=[(c.value, c.label) for c in field.choices], error_messages={
            "required": messages.required, "invalid_choice": messages.choice}, **common)

    attributes = {field.name: make(field) for field in spec.fields}
    return type("PeersDjangoForm", (forms.Form,), attributes)


class DjangoAdapter:
    """In-process operations on the Django form, in the shape every worker offers."""

    name = "django"

    def __init__(self, spec: FormSpec) -> None:
        self.form_class = make_form_class(spec)
        from django.http import QueryDict
        self._query_dict = QueryDict

    def render_unbound(self) -> bytes:
        return str(self.form_class(label_suffix="").as_div()).encode()

    def bind(self, body: bytes) -> Any:
        form = self.form_class(self._query_dict(body), label_suffix="")
        form.is_valid()
        return form

    def validate(self, body: bytes) -> bool:
        return self.form_class(self._query_dict(body), label_suffix="").is_valid()

    def validate_and_render(self, body: bytes) -> bytes:
        form = self.form_class(self._query_dict(body), label_suffix="")
        form.is_valid()
        return str(form.as_div()).encode()

    @staticmethod
    def values(form: Any) -> dict[str, Any]:
        return dict(form.cleaned_data)

    @staticmethod
    def errors(form: Any) -> dict[str, list[str]]:
        return {name: [str(message) for message in messages] for name, messages in form.errors.items()}
