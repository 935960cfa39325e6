"""Browser tests (a package, so that its conftest.py and test modules do not collide with
tests/conftest.py or with a test module of the same name in tests/ under --doctest-modules)."""
