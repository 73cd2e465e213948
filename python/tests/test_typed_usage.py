"""Runs python/tests/typed_usage.py (the file `make typecheck` checks with mypy --strict),
so the typed calls there are also calls that work."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import typed_usage  # noqa: E402


class TypedUsage(unittest.TestCase):
    def test_one_shot(self):
        self.assertEqual(typed_usage.one_shot(), 43)

    def test_session(self):
        typed_usage.session()

    def test_run_async(self):
        import asyncio
        self.assertEqual(asyncio.run(typed_usage.in_event_loop()), 45)


if __name__ == "__main__":
    unittest.main()
