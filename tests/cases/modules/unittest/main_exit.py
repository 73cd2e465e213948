# unittest.main() with its defaults: the report on stderr (its last line is
# compared), exit status 1 through SystemExit when a test fails.
import unittest

log = []


def setUpModule():
    print('setUpModule')


def tearDownModule():
    print('tearDownModule')


class A(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        print('setUpClass A')

    @classmethod
    def tearDownClass(cls):
        print('tearDownClass A')

    def setUp(self):
        print('setUp', self._testMethodName)
        self.addCleanup(print, 'cleanup', self._testMethodName)

    def tearDown(self):
        print('tearDown', self._testMethodName)

    def test_b(self):
        print('in test_b')

    def test_a(self):
        print('in test_a')
        self.assertEqual([1, 2], [1, 2])


class B(unittest.TestCase):
    def test_fails(self):
        print('in test_fails')
        self.assertGreater(1, 2)

    def helper(self):
        print('never run')


if __name__ == '__main__':
    unittest.main()
