"""Benchmarks of Eureka for Swift against the libraries people would pick instead.

Every system builds the same form from `fixtures/form-spec.json`, is checked for equivalence
(same fields, valid body accepted, invalid body giving exactly the expected errors, hostile
values escaped) and only then timed, interleaved pair by pair with the others.
See Docs/Benchmarks.md.
"""
