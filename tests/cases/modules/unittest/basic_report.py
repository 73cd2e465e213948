# A TextTestRunner report at verbosity 1 and 2: dots, failure and error blocks with
# the test's frames only, the summary line. Paths and the time are normalized.
import io
import re
import unittest


def show(text):
    text = re.sub(r'File "[^"]*[/\\]([^"/\\]+)"', r'File "\1"', text)
    text = re.sub(r'in \d+\.\d+s', 'in T.TTTs', text)
    print(text, end='')


class Basic(unittest.TestCase):
    def test_ok(self):
        self.assertEqual(1 + 1, 2)

    def test_fail(self):
        self.assertEqual(1, 2)

    def test_error(self):
        {}['missing']

    def test_true(self):
        """Checks truth."""
        self.assertTrue(0, 'zero is falsy')

    @unittest.skip('not today')
    def test_skipped(self):
        pass

    @unittest.expectedFailure
    def test_xfail(self):
        self.assertEqual(1, 0)

    @unittest.expectedFailure
    def test_xpass(self):
        pass


for verbosity in (1, 2, 0):
    stream = io.StringIO()
    suite = unittest.TestLoader().loadTestsFromTestCase(Basic)
    result = unittest.TextTestRunner(stream=stream, verbosity=verbosity).run(suite)
    show(stream.getvalue())
    print(result.testsRun, len(result.failures), len(result.errors),
          len(result.skipped), len(result.expectedFailures),
          len(result.unexpectedSuccesses), result.wasSuccessful())
    print(repr(result).split(' ', 1)[1])
