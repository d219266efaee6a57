"""The one page: GET shows the form, POST binds and validates it; valid → 303 to the page
(post/redirect/get), invalid → 200 with the form re-rendered with its errors."""
from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from ..spec import load_spec
from ..web_django import make_form_class

SPEC = load_spec()
PeersForm = make_form_class(SPEC)


def peers_form(request: HttpRequest) -> HttpResponse:
    if request.method == "POST":
        form = PeersForm(request.POST, label_suffix="")
        if form.is_valid():
            return HttpResponse(status=303, headers={"Location": request.path})
    else:
        form = PeersForm(label_suffix="")
    return render(request, "peers.html", {"form": form, "title": SPEC.title, "submit_label": SPEC.submit_label,
                                          "action": request.path})
