# subTest reports (verbosity 1 and 2, nested params, a message), fixture failures
# (setUpClass, tearDownClass, setUp), cleanups, buffer=True, failfast, and a
# FunctionTestCase.
import io
import re
import unittest


def report(suite, **kwargs):
    stream = io.StringIO()
    result = unittest.TextTestRunner(stream=stream, **kwargs).run(suite)
    text = re.sub(r'File "[^"]*[/\\]([^"/\\]+)"', r'File "\1"', stream.getvalue())
    print(re.sub(r'in \d+\.\d+s', 'in T.TTTs', text), end='')
    print('->', result.testsRun, len(result.errors), len(result.failures))
    return result


class Sub(unittest.TestCase):
    def test_numbers(self):
        for i in range(4):
            with self.subTest(i=i):
                self.assertLess(i, 2)

    def test_nested(self):
        with self.subTest('outer', a=1):
            with self.subTest(b=2):
                self.assertIsNone(5)
            with self.subTest():
                raise KeyError('k')

    def test_ok(self):
        with self.subTest(x=1):
            pass


load = unittest.defaultTestLoader.loadTestsFromTestCase
report(load(Sub))
report(load(Sub), verbosity=2)


class BadClass(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise RuntimeError('no class today')

    def test_x(self):
        print('not run')


class BadTearDown(unittest.TestCase):
    @classmethod
    def tearDownClass(cls):
        raise ValueError('class teardown broke')

    def setUp(self):
        self.addCleanup(self.fail, 'cleanup failed')

    def test_y(self):
        print('test_y runs')


class BadSetUp(unittest.TestCase):
    def setUp(self):
        raise OSError('setUp broke')

    def tearDown(self):
        print('not torn down')

    def test_z(self):
        print('not run')


suite = unittest.TestSuite()
for cls in (BadClass, BadTearDown, BadSetUp):
    suite.addTests(load(cls))
print(suite.countTestCases())
report(suite, verbosity=2)


class Printing(unittest.TestCase):
    def test_quiet(self):
        print('hidden output')

    def test_loud(self):
        print('shown output')
        self.fail('loud failed')


report(load(Printing), buffer=True)
report(load(Printing), failfast=True)


def plain():
    """A plain function."""
    assert False, 'plain failed'


fcase = unittest.FunctionTestCase(plain)
print(str(fcase), fcase.id(), fcase.shortDescription())
report(unittest.TestSuite([fcase]), verbosity=2)
try:
    unittest.TestSuite([Sub])
except TypeError as e:
    print('TypeError:', e)
try:
    unittest.TestSuite().addTest(5)
except TypeError as e:
    print('TypeError:', e)
try:
    unittest.TestSuite('abc')
except TypeError as e:
    print('TypeError:', e)
print(unittest.TestLoader().getTestCaseNames(Sub))
