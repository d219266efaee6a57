from django.urls import path

from .views import peers_form

urlpatterns = [path("peers", peers_form)]
