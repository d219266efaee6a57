"""Issue 16: each form's JSON Schema is valid 2020-12, describes what the form exports, and agrees
with the server on which JSON bodies it accepts (a seeded property test against the validator
from PyPI)."""
from __future__ import annotations

import json
import random
import unittest
import urllib.error
import urllib.request

from jsonschema import Draft202012Validator

from harness import CatalogueServer
from test_html_validity import EXAMPLES

# Examples whose untouched form does not submit (their required fields are empty).
BLOCKED_WHEN_UNTOUCHED = {"validations"}


def post_json(server: CatalogueServer, path: str, body: object) -> tuple[int, dict]:
    request = urllib.request.Request(server.url(path), data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


class JSONSchemaTests(unittest.TestCase):
    def test_every_schema_is_valid_and_describes_what_the_form_exports(self) -> None:
        with CatalogueServer() as server:
            for name in EXAMPLES:
                with self.subTest(example=name):
                    schema = json.loads(server.get(f"/examples/{name}/schema.json"))
                    Draft202012Validator.check_schema(schema)
                    if name in BLOCKED_WHEN_UNTOUCHED:
                        continue
                    status, values = post_json(server, f"/examples/{name}", {})
                    self.assertEqual(status, 200, values)
                    errors = sorted(Draft202012Validator(schema).iter_errors(values), key=str)
                    self.assertEqual(errors, [], f"{name}: exported values the schema refuses: {[e.message for e in errors[:3]]}")

    def test_the_schema_and_the_server_agree_on_random_bodies(self) -> None:
        # Fields whose rules a schema can express, with values on both sides of each rule; the
        # password pair (a closure rule and an equality with another row) is held valid. Empty
        # text is no value in a text row: rules that let no value through let "" through too.
        pools: dict[str, list[object]] = {
            "required": ["x", "hello", "", None, 5],
            "email": ["ada@example.com", "", None, 7],
            "website": ["https://example.com", "", None, True],
            "age": [18, 120, 17, 121, None, "20", 30.5],
            "score": [0, 9.5, 10, -1, None, "5"],
            "username": ["abc", "abcdefghijkl", "ab", "abcdefghijklm", "", None],
            "zip": ["12345", "1234", "123456", "", None],
            "flight": ["AB12", "ab12", "ABC", "", None],
        }
        generator = random.Random(16)
        with CatalogueServer() as server:
            validator = Draft202012Validator(json.loads(server.get("/examples/validations/schema.json")))
            agreed = {True: 0, False: 0}
            for _ in range(300):
                # A valid body with up to two fields changed (or dropped), so both sides are reached.
                body: dict[str, object] = {key: values[0] for key, values in pools.items()}
                for key in generator.sample(sorted(pools), generator.randint(0, 2)):
                    if generator.random() < 0.15:
                        del body[key]
                    else:
                        body[key] = generator.choice(pools[key])
                body.update(password="secret123", confirmation="secret123")
                if generator.random() < 0.05:
                    body["nonsense"] = 1   # a key naming no field: both refuse it
                valid = validator.is_valid(body)
                status, answer = post_json(server, "/examples/validations", body)
                self.assertIn(status, (200, 422), answer)
                self.assertEqual(status == 200, valid, f"schema says {'valid' if valid else 'invalid'}, server {status}: {body} → {answer}")
                agreed[valid] += 1
            self.assertGreater(agreed[True], 10, "the generator must reach both sides")
            self.assertGreater(agreed[False], 10, "the generator must reach both sides")


if __name__ == "__main__":
    unittest.main()
