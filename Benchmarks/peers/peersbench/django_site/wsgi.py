"""WSGI entry point for gunicorn: `gunicorn peersbench.django_site.wsgi:application`."""
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "peersbench.django_site.settings")
application = get_wsgi_application()
