# unittest.main(argv=[...], exit=False): the program object, its result, verbosity,
# -k patterns, test names on the command line, and the report on a stream.
import io
import re
import sys
import unittest


class Calc(unittest.TestCase):
    def test_add(self):
        self.assertEqual(2 + 2, 4)

    def test_sub(self):
        """Subtraction works."""
        self.assertEqual(5 - 3, 2)

    def test_div(self):
        1 / 0

    @unittest.skipIf(True, 'always skipped')
    def test_skip(self):
        pass

    @unittest.skipUnless(True, 'never skipped')
    def test_unless(self):
        pass


def run(argv, **kwargs):
    stream = io.StringIO()
    old = sys.stderr
    sys.stderr = stream
    try:
        prog = unittest.main(argv=argv, exit=False, **kwargs)
    finally:
        sys.stderr = old
    text = re.sub(r'File "[^"]*[/\\]([^"/\\]+)"', r'File "\1"', stream.getvalue())
    print(re.sub(r'in \d+\.\d+s', 'in T.TTTs', text), end='')
    r = prog.result
    print('->', r.testsRun, len(r.errors), len(r.failures), len(r.skipped),
          r.wasSuccessful())
    print('---')


run(['prog'])
run(['prog', '-v'])
run(['prog'], verbosity=2)
run(['prog', '-q'])
run(['prog', '-k', 'add'])
run(['prog', '-k', '*s*'])
run(['prog', 'Calc.test_sub', 'Calc.test_add'])
run(['prog', 'Calc'], verbosity=0)
run(['prog', '-f', '-v'])
sys.stderr = io.StringIO()
try:
    unittest.main(argv=['prog', '--bogus'], exit=False)
except SystemExit as e:
    print('SystemExit', e.code)
finally:
    captured, sys.stderr = sys.stderr.getvalue(), sys.__stderr__
print(captured, end='')
sys.stderr = io.StringIO()
try:
    unittest.main(argv=['prog', 'Calc.test_add'])
except SystemExit as e:
    print('SystemExit', e.code)
finally:
    captured, sys.stderr = sys.stderr.getvalue(), sys.__stderr__
print(captured.splitlines()[-1])
