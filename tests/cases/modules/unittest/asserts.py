# Each assert method's failure message (no diffs: those need difflib; diffs.py has
# them), through a
# TestCase used directly, and the TypeErrors of wrong use.
import unittest


class T(unittest.TestCase):
    def runTest(self):
        pass


t = T()


def check(name, *args, **kwargs):
    try:
        getattr(t, name)(*args, **kwargs)
        print(name, 'passed')
    except AssertionError as e:
        print(name, 'AssertionError:', e)
    except Exception as e:
        print(name, type(e).__name__, e)


check('assertEqual', 1, 2)
check('assertEqual', 1, 1)
check('assertEqual', 10 ** 100, 10 ** 100 + 1)
check('assertEqual', 1.5, 2, 'custom')
check('assertNotEqual', 3, 3)
check('assertNotEqual', 3, 3, msg='why')
check('assertTrue', [])
check('assertFalse', [1])
check('assertIs', 1, None)
check('assertIsNot', None, None)
check('assertIsNone', 0)
check('assertIsNotNone', None)
check('assertIn', 3, [1, 2])
check('assertNotIn', 1, [1, 2])
check('assertIsInstance', 1, str)
check('assertNotIsInstance', 1, int)
check('assertLess', 2, 1)
check('assertLessEqual', 2, 1)
check('assertGreater', 1, 2)
check('assertGreaterEqual', 1, 2)
check('assertAlmostEqual', 1.0, 1.1)
check('assertAlmostEqual', 1.0, 1.00000001)
check('assertAlmostEqual', 1.0, 1.1, places=3)
check('assertAlmostEqual', 1.0, 1.5, delta=0.1)
check('assertAlmostEqual', 1.0, 1.05, delta=0.1)
check('assertAlmostEqual', 1.0, 1.5, places=1, delta=0.1)
check('assertNotAlmostEqual', 1.0, 1.00000001)
check('assertNotAlmostEqual', 1.0, 1.05, delta=0.1)
check('assertNotAlmostEqual', 1.0, 1.5)
check('assertRegex', 'hello', 'x+')
check('assertRegex', 'hello', 'l+')
check('assertNotRegex', 'hello', 'l+')
check('assertCountEqual', [1, 2, 2], [2, 1, 2])
check('assertCountEqual', [1, 2, 2], [1, 1, 3])
check('assertCountEqual', [[1], [2]], [[2], [1], [1]])
check('assertSetEqual', {1, 2}, {2, 3})
check('assertSetEqual', {1}, 5)
check('assertSetEqual', 5, {1})
check('assertDictEqual', [], {})
check('assertMultiLineEqual', 1, 'a')
check('assertListEqual', (1,), [1])
check('assertTupleEqual', (1,), [1])
check('assertSequenceEqual', [1, 2], (1, 2))
check('assertRaises', ValueError, int, '5')
check('assertRaises', ValueError, int, 'x')
check('assertRaises', 5, int, 'x')
check('assertRaisesRegex', ValueError, 'base 10', int, 'x')
check('assertRaisesRegex', ValueError, 'nope', int, 'x')
check('fail')
check('fail', 'boom')
check('skipTest', 'reason')

with t.assertRaises(KeyError) as cm:
    {}['k']
print(type(cm.exception).__name__, cm.exception)
try:
    with t.assertRaises(KeyError, msg='needed'):
        pass
except AssertionError as e:
    print('AssertionError:', e)
try:
    with t.assertRaises((KeyError, IndexError)):
        pass
except AssertionError as e:
    print('AssertionError:', e)
try:
    with t.assertRaises(KeyError):
        raise ValueError('other')
except ValueError as e:
    print('passes through:', e)
try:
    t.assertRaises(KeyError, bogus=1).__enter__()
except TypeError as e:
    print('TypeError:', e)

t.longMessage = False
check('assertEqual', 1, 2, 'only this')
check('assertEqual', 1, 2)
t.longMessage = True
print(t.id(), str(t), repr(t))
print(t.shortDescription(), t.countTestCases())
try:
    T('nope')
except ValueError as e:
    print('ValueError:', str(e).replace(repr(T), 'T'))
print(T('runTest') == T(), hash(T()) == hash(T()))
print(unittest.TestCase.maxDiff, unittest.TestCase.longMessage)
