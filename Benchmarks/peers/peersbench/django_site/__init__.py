"""A minimal Django project serving the spec form: settings, one view, one template."""
