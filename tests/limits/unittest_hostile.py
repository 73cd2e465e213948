# A test that loops forever under unittest.main() stops the run at the operation
# limit (no test result catches it): a clean limit error, not a hang. A 2,000-item
# assertEqual failure and 1,000 recorded mock calls run first and pass.
# expect-stderr: operation limit exceeded
# expect-exit-nonzero
# forbid-stdout: after
# time-bound: 20
import unittest
from unittest import mock


class Endless(unittest.TestCase):
    def test_big_repr(self):
        big = list(range(2000))
        with self.assertRaises(AssertionError):
            self.assertEqual(big, big + [1])

    def test_mock_calls(self):
        m = mock.Mock()
        for i in range(1000):
            m(i)
        self.assertEqual(m.call_count, 1000)

    def test_zz_loop(self):
        while True:
            pass


unittest.main(exit=False, verbosity=2)
print('after')
