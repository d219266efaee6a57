"""Django settings for the peers benchmark: production-like (DEBUG off), CSRF on, no database.

Middleware is Django's default stack minus sessions, authentication and messages, which the form
does not use: security headers, common (host checks), CSRF, clickjacking protection.
"""
from pathlib import Path

SECRET_KEY = "peers-benchmark-key-not-a-secret-only-used-on-loopback"
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
INSTALLED_APPS: list[str] = []
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]
ROOT_URLCONF = "peersbench.django_site.urls"
WSGI_APPLICATION = "peersbench.django_site.wsgi.application"
TEMPLATES = [{
    "BACKEND": "django.template.backends.django.DjangoTemplates",
    "DIRS": [Path(__file__).resolve().parent / "templates"],
    "APP_DIRS": False,
    "OPTIONS": {"context_processors": ["django.template.context_processors.csrf"]},
}]
DATABASES: dict = {}
USE_TZ = True
LANGUAGE_CODE = "en-us"
# The default limit (1,000 fields) is below this form's 1,000 fields plus the CSRF token.
DATA_UPLOAD_MAX_NUMBER_FIELDS = 2000
LOGGING_CONFIG = None
