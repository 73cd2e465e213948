# unittest - pyeval's own unittest: TestCase with the assert* methods and CPython
# 3.11's failure messages, subTest, fixtures at test, class and module level, skips and
# expected failures, TestSuite, TestLoader, TestResult, TextTestResult,
# TextTestRunner and main(), with CPython's report text.
#
# Tracebacks in reports come from the VM's formatter (_format, modules/unittest.c),
# with this module's frames taken out, as CPython leaves out the frames of modules
# that define __unittest. difflib's ndiff adds the diff under an assertEqual message
# when difflib is available; without it the message is the first line only.

import sys
import io
import time
import functools
# re, pprint and collections are imported where used (regex asserts, the diffs,
# assertCountEqual): a program that needs none of them does not pay for them

__unittest = True

__all__ = ['TestResult', 'TestCase', 'IsolatedAsyncioTestCase', 'TestSuite',
           'TextTestRunner', 'TestLoader', 'FunctionTestCase', 'main',
           'defaultTestLoader', 'SkipTest', 'skip', 'skipIf', 'skipUnless',
           'expectedFailure', 'TextTestResult', 'installHandler',
           'registerResult', 'removeResult', 'removeHandler',
           'addModuleCleanup', 'getTestCaseNames', 'makeSuite', 'findTestCases',
           'doModuleCleanups', 'enterModuleContext']

# the File lines of this package's two halves (modules/unittest.c)
_OWN_FILES = ('  File "<frozen unittest>"', '  File "<frozen unittest.runner>"')


# ---- text helpers -----------------------------------------------------------------

_REPR_MAX = 80
_ELIDED_MARK = 12   # the length of a "[NN chars]" mark, as CPython counts it
_HEAD_KEEP = 5
_TAIL_KEEP = 5
_COMMON_KEEP = 5
_DIFF_KEEP = _REPR_MAX - (_HEAD_KEEP + 2 * _ELIDED_MARK + _COMMON_KEEP + _TAIL_KEEP)

DIFF_OMITTED = ('\nDiff is %s characters long. '
                'Set self.maxDiff to None to see it.')


def _any_repr(obj):
    try:
        return repr(obj)
    except Exception:
        return object.__repr__(obj)


def safe_repr(obj, short=False):
    text = _any_repr(obj)
    too_long = short and len(text) >= _REPR_MAX
    return text[:_REPR_MAX] + ' [truncated]...' if too_long else text


def strclass(cls):
    return '%s.%s' % (cls.__module__, cls.__qualname__)


def _elide_middle(text, keep_head, keep_tail):
    hidden = len(text) - keep_head - keep_tail
    if hidden <= _ELIDED_MARK:
        return text
    return '%s[%d chars]%s' % (text[:keep_head], hidden, text[len(text) - keep_tail:])


def _shared_head(texts):
    first = min(texts)
    last = max(texts)
    n = 0
    while n < len(first) and first[n] == last[n]:
        n += 1
    return first[:n]


def _common_shorten_repr(*objs):
    # the reprs, shortened together around their common start so that the part
    # where they differ stays visible (CPython's rule and lengths)
    texts = tuple(safe_repr(o) for o in objs)
    longest = max(len(t) for t in texts)
    if longest <= _REPR_MAX:
        return texts
    head = _shared_head(texts)
    n = len(head)
    room = _REPR_MAX - (longest - n + _HEAD_KEEP + _ELIDED_MARK)
    if room > _COMMON_KEEP:
        head = _elide_middle(head, _HEAD_KEEP, room)
        return tuple(head + t[n:] for t in texts)
    head = _elide_middle(head, _HEAD_KEEP, _COMMON_KEEP)
    return tuple(head + _elide_middle(t[n:], _DIFF_KEEP, _TAIL_KEEP) for t in texts)


def _ndiff_lines(a, b):
    # difflib.ndiff's lines, or None when this build has no difflib
    try:
        import difflib
    except ImportError:
        return None
    return list(difflib.ndiff(a, b))


def _line_diff(a, b, joiner):
    lines = _ndiff_lines(a, b)
    if lines is None:
        return ''
    return '\n' + joiner.join(lines)


def _pformat_diff(first, second):
    import pprint
    return _line_diff(pprint.pformat(first).splitlines(),
                      pprint.pformat(second).splitlines(), '\n')


def _strip_own_frames(report):
    # drops the frames of this module (the runner and the assert methods) from each
    # traceback block of a report
    out = []
    skipping = False
    for line in report.splitlines(True):
        if line.startswith('  File "'):
            skipping = line.startswith(_OWN_FILES)
        elif not line.startswith('    '):
            skipping = False
        if not skipping:
            out.append(line)
    return ''.join(out)


_TB_HEAD = 'Traceback (most recent call last):\n'


def _drop_empty_heads(text):
    # a traceback block left with no frame loses its header, as CPython prints an
    # exception whose traceback is None
    lines = text.splitlines(True)
    kept = [line for i, line in enumerate(lines)
            if line != _TB_HEAD or
            (i + 1 < len(lines) and lines[i + 1].startswith('  File "'))]
    return ''.join(kept)


def _exc_text(exc):
    return _drop_empty_heads(_strip_own_frames(_format(exc)))


# ---- exceptions and decorators -------------------------------------------------------

class SkipTest(Exception):
    pass


class _ShouldStop(Exception):
    pass


class _UnexpectedSuccess(Exception):
    pass


def _skipping_function(func, reason):
    # a function that raises SkipTest when called, in place of func
    def skip_wrapper(*args, **kwargs):
        raise SkipTest(reason)
    return functools.wraps(func)(skip_wrapper)


def _skipping(reason):
    def mark(item):
        marked = item if isinstance(item, type) else _skipping_function(item, reason)
        marked.__unittest_skip__, marked.__unittest_skip_why__ = True, reason
        return marked
    return mark


def skip(reason):
    if isinstance(reason, type(_skipping)):
        return _skipping('')(reason)
    return _skipping(reason)


def _unchanged(item):
    return item


def skipIf(condition, reason):
    return skip(reason) if condition else _unchanged


def skipUnless(condition, reason):
    return _unchanged if condition else skip(reason)


def expectedFailure(test_item):
    test_item.__unittest_expecting_failure__ = True
    return test_item


# ---- the outcome of one test's parts -------------------------------------------------

class _Outcome:
    expecting_failure = False
    expectedFailure = None
    success = True

    def __init__(self, result=None):
        self.result = result
        self.result_supports_subtests = hasattr(result, 'addSubTest')

    def run_part(self, test_case, fn, *args, subtest=False, **kwargs):
        # runs one part (setUp, the test, a cleanup...), reporting what it raised;
        # success stays False once any part failed
        ok = self._guarded(test_case, fn, args, kwargs, subtest)
        self.success = self.success and ok
        return ok

    def _guarded(self, test_case, fn, args, kwargs, subtest):
        # True when the part passed (or stopped on purpose, or failed as expected)
        try:
            fn(*args, **kwargs)
        except KeyboardInterrupt:
            raise
        except BaseException as e:
            return self._caught(test_case, e, subtest)
        if subtest:
            self.result.addSubTest(test_case.test_case, test_case, None)
        return True

    def _caught(self, test_case, exc, subtest):
        if isinstance(exc, _ShouldStop):
            return True
        if isinstance(exc, SkipTest):
            _report_skip(self.result, test_case, str(exc))
            return False
        info = (type(exc), exc, exc.__traceback__)
        if self.expecting_failure:
            self.expectedFailure = info
            return True
        if subtest:
            self.result.addSubTest(test_case.test_case, test_case, info)
        elif self.result is not None:
            _report_problem(self.result, test_case, info)
        return False


def _report_skip(result, test_case, reason):
    # a result without addSkip counts the skip as a success
    record = getattr(result, 'addSkip', None)
    if record is None:
        return result.addSuccess(test_case)
    return record(test_case, reason)


def _report_problem(result, test, info):
    failed = issubclass(info[0], test.failureException)
    (result.addFailure if failed else result.addError)(test, info)


def _enter(cm, add_cleanup):
    # enters cm as a with statement would (methods looked up on the type) and
    # registers its exit as a cleanup
    kind = type(cm)
    methods = [getattr(kind, name, None) for name in ('__enter__', '__exit__')]
    if None in methods:
        raise TypeError("'%s.%s' object does not support the context manager "
                        "protocol" % (kind.__module__, kind.__qualname__))
    value = methods[0](cm)
    add_cleanup(methods[1], cm, None, None, None)
    return value


_module_cleanups = []


def addModuleCleanup(function, /, *args, **kwargs):
    _module_cleanups.append((function, args, kwargs))


def enterModuleContext(cm):
    return _enter(cm, addModuleCleanup)


def _run_cleanups(stack):
    # runs and empties a cleanup stack, last in first; the exc_infos of the failures
    failed = []
    while stack:
        function, args, kwargs = stack.pop()
        try:
            function(*args, **kwargs)
        except Exception as e:
            failed.append((type(e), e, e.__traceback__))
    return failed


def doModuleCleanups():
    failed = _run_cleanups(_module_cleanups)
    if failed:
        raise failed[0][1]


# ---- assertRaises / assertWarns context managers ----------------------------------

def _all_subclasses_of(expected, base):
    if isinstance(expected, tuple):
        for e in expected:
            if not _all_subclasses_of(e, base):
                return False
        return True
    return isinstance(expected, type) and issubclass(expected, base)


def _name_of(expected):
    try:
        return expected.__name__
    except AttributeError:
        return str(expected)


class _CheckContext:
    base = BaseException
    base_text = 'an exception type or tuple of exception types'

    obj_name = None
    msg = None

    def __init__(self, expected, test_case, expected_regex=None):
        self.expected, self.test_case = expected, test_case
        self.expected_regex = (None if expected_regex is None
                               else _compiled(expected_regex))

    def _fail(self, text):
        raise self.test_case.failureException(
            self.test_case._formatMessage(self.msg, text))

    def handle(self, name, args, kwargs):
        # no callable: the with-statement form, which takes only msg=
        if not _all_subclasses_of(self.expected, self.base):
            raise TypeError('%s() arg 1 must be %s' % (name, self.base_text))
        if args:
            self._call_checked(args[0], args[1:], kwargs)
            return None
        self.msg = kwargs.pop('msg', None)
        for key in kwargs:
            raise TypeError('%r is an invalid keyword argument for this function'
                            % (key,))
        return self

    def _call_checked(self, target, args, kwargs):
        self.obj_name = getattr(target, '__name__', None)
        if self.obj_name is None:
            self.obj_name = str(target)
        with self:
            target(*args, **kwargs)


class _AssertRaisesContext(_CheckContext):
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, tb):
        if exc_type is None:
            by = ' by %s' % self.obj_name if self.obj_name else ''
            self._fail('%s not raised%s' % (_name_of(self.expected), by))
        if not issubclass(exc_type, self.expected):
            return False
        self.exception = exc_value.with_traceback(None)
        pattern = self.expected_regex
        if pattern is not None and not pattern.search(str(exc_value)):
            self._fail('"%s" does not match "%s"' % (pattern.pattern, str(exc_value)))
        return True


def _clear_registries():
    # earlier "once" records would hide the warning being checked
    for holder in [m for m in sys.modules.values()
                   if getattr(m, '__warningregistry__', None)]:
        holder.__warningregistry__ = {}


def _recording(expected):
    # (the entered catch_warnings, its record list), every `expected` warning kept
    import warnings
    _clear_registries()
    manager = warnings.catch_warnings(record=True)
    records = manager.__enter__()
    warnings.simplefilter('always', expected)
    return manager, records


class _AssertWarnsContext(_CheckContext):
    base = Warning
    base_text = 'a warning type or tuple of warning types'

    def __enter__(self):
        self.warnings_manager, self.warnings = _recording(self.expected)
        return self

    def _matching(self):
        # the records of the expected class, and among them the first whose
        # text matches (None when none does)
        of_class = [r for r in self.warnings if isinstance(r.message, self.expected)]
        pattern = self.expected_regex
        for r in of_class:
            if pattern is None or pattern.search(str(r.message)):
                return of_class, r
        return of_class, None

    def __exit__(self, exc_type, exc_value, tb):
        self.warnings_manager.__exit__(exc_type, exc_value, tb)
        if exc_type is not None:
            return None
        of_class, found = self._matching()
        if found is not None:
            self.warning = found.message
            self.filename, self.lineno = found.filename, found.lineno
            return None
        if of_class:
            self._fail('"%s" does not match "%s"' % (self.expected_regex.pattern,
                                                   str(of_class[0].message)))
        by = ' by %s' % self.obj_name if self.obj_name else ''
        self._fail('%s not triggered%s' % (_name_of(self.expected), by))


# ---- subtests ----------------------------------------------------------------------

_NO_MESSAGE = object()


class _Params:
    # a subtest's parameters: its own first, then its parents' (a chain of dicts)
    def __init__(self, maps):
        self.maps = maps

    def new_child(self, params):
        return _Params([params] + self.maps)

    def items(self):
        # nearest value of each key, keys in the order the chain first shows them
        merged = {}
        for m in self.maps:
            merged.update((k, v) for k, v in m.items() if k not in merged)
        return list(merged.items())

    def __bool__(self):
        return any(self.maps)


class _SubTestContext:
    def __init__(self, case, msg, params):
        self.case = case
        self.msg = msg
        self.params = params

    def __enter__(self):
        case = self.case
        self.parent = case._subtest
        if self.parent is None:
            chain = _Params([self.params])
        else:
            chain = self.parent.params.new_child(self.params)
        case._subtest = _SubTest(case, self.msg, chain)
        return None

    def __exit__(self, exc_type, exc, tb):
        case = self.case
        sub = case._subtest
        outcome = case._outcome
        try:
            ok = self._record(outcome, sub, exc_type, exc, tb)
        finally:
            case._subtest = self.parent
        if not ok:
            result = outcome.result
            if result is not None and result.failfast:
                raise _ShouldStop
        elif outcome.expectedFailure:
            raise _ShouldStop
        return True

    def _record(self, outcome, sub, exc_type, exc, tb):
        if exc_type is not None and issubclass(exc_type, KeyboardInterrupt):
            return True

        def reraise():
            if exc is not None:
                raise exc
        return outcome.run_part(sub, reraise, subtest=True)


class _NullContext:
    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return False


# ---- TestCase ----------------------------------------------------------------------

_EQUALITY_METHODS = ((dict, 'assertDictEqual'), (list, 'assertListEqual'),
                     (tuple, 'assertTupleEqual'), (set, 'assertSetEqual'),
                     (frozenset, 'assertSetEqual'), (str, 'assertMultiLineEqual'))


class TestCase:
    failureException = AssertionError
    longMessage = True
    maxDiff = 80 * 8
    _diffThreshold = 2 ** 16
    _classSetupFailed = False
    _class_cleanups = []

    def __init_subclass__(cls, *args, **kwargs):
        cls._classSetupFailed = False
        cls._class_cleanups = []
        super().__init_subclass__(*args, **kwargs)

    _outcome = None
    _subtest = None

    def __init__(self, methodName='runTest'):
        # runTest may be missing: a case made only to call debug() or id()
        self._testMethodName = methodName
        missing = not hasattr(self, methodName)
        if missing and methodName != 'runTest':
            raise ValueError('no such test method in %s: %s'
                             % (self.__class__, methodName))
        self._testMethodDoc = 'No test' if missing else getattr(self, methodName).__doc__
        self._cleanups = []
        self._type_equality_funcs = dict(_EQUALITY_METHODS)

    def addTypeEqualityFunc(self, typeobj, function):
        self._type_equality_funcs[typeobj] = function

    def addCleanup(self, function, /, *args, **kwargs):
        self._cleanups.append((function, args, kwargs))

    def enterContext(self, cm):
        return _enter(cm, self.addCleanup)

    @classmethod
    def addClassCleanup(cls, function, /, *args, **kwargs):
        cls._class_cleanups.append((function, args, kwargs))

    @classmethod
    def enterClassContext(cls, cm):
        return _enter(cm, cls.addClassCleanup)

    def setUp(self):
        pass

    def tearDown(self):
        pass

    @classmethod
    def setUpClass(cls):
        pass

    @classmethod
    def tearDownClass(cls):
        pass

    def countTestCases(self):
        return 1

    def defaultTestResult(self):
        return TestResult()

    def shortDescription(self):
        doc = self._testMethodDoc
        if not doc:
            return None
        return doc.strip().split('\n')[0].strip()

    def id(self):
        return '%s.%s' % (strclass(self.__class__), self._testMethodName)

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return self._testMethodName == other._testMethodName

    def __hash__(self):
        return hash((type(self), self._testMethodName))

    def __str__(self):
        return '%s (%s.%s)' % (self._testMethodName, strclass(self.__class__),
                               self._testMethodName)

    def __repr__(self):
        return '<%s testMethod=%s>' % (strclass(self.__class__), self._testMethodName)

    def subTest(self, msg=_NO_MESSAGE, **params):
        outcome = self._outcome
        if outcome is None or not outcome.result_supports_subtests:
            return _NullContext()
        return _SubTestContext(self, msg, params)

    def _addExpectedFailure(self, result, info):
        add = getattr(result, 'addExpectedFailure', None)
        if add is None:
            result.addSuccess(self)
        else:
            add(self, info)

    def _addUnexpectedSuccess(self, result):
        add = getattr(result, 'addUnexpectedSuccess', None)
        if add is not None:
            add(self)
            return
        try:
            raise _UnexpectedSuccess from None
        except _UnexpectedSuccess:
            result.addFailure(self, sys.exc_info())

    def _callSetUp(self):
        self.setUp()

    def _callTestMethod(self, method):
        method()

    def _callTearDown(self):
        self.tearDown()

    def _callCleanup(self, function, /, *args, **kwargs):
        function(*args, **kwargs)

    def _skip_reason(self, method):
        cls = self.__class__
        if not (getattr(cls, '__unittest_skip__', False) or
                getattr(method, '__unittest_skip__', False)):
            return None
        return (getattr(cls, '__unittest_skip_why__', '') or
                getattr(method, '__unittest_skip_why__', ''))

    def run(self, result=None):
        stop_run = None
        if result is None:
            result = self.defaultTestResult()
            start_run = getattr(result, 'startTestRun', None)
            stop_run = getattr(result, 'stopTestRun', None)
            if start_run is not None:
                start_run()
        result.startTest(self)
        try:
            method = getattr(self, self._testMethodName)
            reason = self._skip_reason(method)
            if reason is not None:
                _report_skip(result, self, reason)
                return result
            self._run_parts(result, method)
            return result
        finally:
            result.stopTest(self)
            if stop_run is not None:
                stop_run()

    def _run_parts(self, result, method):
        expecting = (getattr(self, '__unittest_expecting_failure__', False) or
                     getattr(method, '__unittest_expecting_failure__', False))
        outcome = _Outcome(result)
        self._outcome = outcome
        try:
            if outcome.run_part(self, self._callSetUp):
                outcome.expecting_failure = expecting
                outcome.run_part(self, self._callTestMethod, method)
                outcome.expecting_failure = False
                outcome.run_part(self, self._callTearDown)
            self.doCleanups()
            if not outcome.success:
                return
            if not expecting:
                result.addSuccess(self)
            elif outcome.expectedFailure:
                self._addExpectedFailure(result, outcome.expectedFailure)
            else:
                self._addUnexpectedSuccess(result)
        finally:
            outcome.expectedFailure = None
            self._outcome = None

    def doCleanups(self):
        outcome = self._outcome or _Outcome()
        stack = self._cleanups
        while stack:
            entry = stack.pop()
            outcome.run_part(self, self._callCleanup, entry[0], *entry[1], **entry[2])
        return outcome.success

    @classmethod
    def doClassCleanups(cls):
        cls.tearDown_exceptions = _run_cleanups(cls._class_cleanups)

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        method = getattr(self, self._testMethodName)
        reason = self._skip_reason(method)
        if reason is not None:
            raise SkipTest(reason)
        self._callSetUp()
        self._callTestMethod(method)
        self._callTearDown()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            self._callCleanup(function, *args, **kwargs)

    def skipTest(self, reason):
        raise SkipTest(reason)

    def fail(self, msg=None):
        raise self.failureException(msg)

    def _formatMessage(self, msg, standardMsg):
        # longMessage: the standard text, then the caller's; else either one
        if self.longMessage and msg is not None:
            return '%s : %s' % (standardMsg, msg)
        return standardMsg if self.longMessage else (msg or standardMsg)

    def _truncateMessage(self, message, diff):
        limit = self.maxDiff
        if limit is None or len(diff) <= limit:
            return message + diff
        return message + DIFF_OMITTED % len(diff)

    # -- truth, identity, membership --

    def assertFalse(self, expr, msg=None):
        if expr:
            self.fail(self._formatMessage(msg, '%s is not false' % safe_repr(expr)))

    def assertTrue(self, expr, msg=None):
        if not expr:
            self.fail(self._formatMessage(msg, '%s is not true' % safe_repr(expr)))

    def assertIs(self, expr1, expr2, msg=None):
        if expr1 is not expr2:
            self.fail(self._formatMessage(
                msg, '%s is not %s' % (safe_repr(expr1), safe_repr(expr2))))

    def assertIsNot(self, expr1, expr2, msg=None):
        if expr1 is expr2:
            self.fail(self._formatMessage(
                msg, 'unexpectedly identical: %s' % safe_repr(expr1)))

    def assertIsNone(self, obj, msg=None):
        if obj is not None:
            self.fail(self._formatMessage(msg, '%s is not None' % safe_repr(obj)))

    def assertIsNotNone(self, obj, msg=None):
        if obj is None:
            self.fail(self._formatMessage(msg, 'unexpectedly None'))

    def assertIn(self, member, container, msg=None):
        if member not in container:
            self.fail(self._formatMessage(msg, '%s not found in %s'
                                          % (safe_repr(member), safe_repr(container))))

    def assertNotIn(self, member, container, msg=None):
        if member in container:
            self.fail(self._formatMessage(msg, '%s unexpectedly found in %s'
                                          % (safe_repr(member), safe_repr(container))))

    def assertIsInstance(self, obj, cls, msg=None):
        if not isinstance(obj, cls):
            self.fail(self._formatMessage(
                msg, '%s is not an instance of %r' % (safe_repr(obj), cls)))

    def assertNotIsInstance(self, obj, cls, msg=None):
        if isinstance(obj, cls):
            self.fail(self._formatMessage(
                msg, '%s is an instance of %r' % (safe_repr(obj), cls)))

    # -- ordering --

    def _compare(self, ok, a, b, words, msg):
        if not ok:
            self.fail(self._formatMessage(
                msg, '%s %s %s' % (safe_repr(a), words, safe_repr(b))))

    def assertLess(self, a, b, msg=None):
        self._compare(a < b, a, b, 'not less than', msg)

    def assertLessEqual(self, a, b, msg=None):
        self._compare(a <= b, a, b, 'not less than or equal to', msg)

    def assertGreater(self, a, b, msg=None):
        self._compare(a > b, a, b, 'not greater than', msg)

    def assertGreaterEqual(self, a, b, msg=None):
        self._compare(a >= b, a, b, 'not greater than or equal to', msg)

    # -- exceptions and warnings --

    def assertRaises(self, expected_exception, *args, **kwargs):
        return _AssertRaisesContext(expected_exception, self).handle(
            'assertRaises', args, kwargs)

    def assertRaisesRegex(self, expected_exception, expected_regex, *args, **kwargs):
        return _AssertRaisesContext(expected_exception, self, expected_regex).handle(
            'assertRaisesRegex', args, kwargs)

    def assertWarns(self, expected_warning, *args, **kwargs):
        return _AssertWarnsContext(expected_warning, self).handle(
            'assertWarns', args, kwargs)

    def assertWarnsRegex(self, expected_warning, expected_regex, *args, **kwargs):
        return _AssertWarnsContext(expected_warning, self, expected_regex).handle(
            'assertWarnsRegex', args, kwargs)

    # -- equality --

    def _getAssertEqualityFunc(self, first, second):
        # a type-specific method only when both operands have exactly that type
        found = None
        if type(first) == type(second):
            found = self._type_equality_funcs.get(type(first))
        if isinstance(found, str):
            return getattr(self, found)
        return self._baseAssertEqual if found is None else found

    def _baseAssertEqual(self, first, second, msg=None):
        if not first == second:
            text = '%s != %s' % _common_shorten_repr(first, second)
            raise self.failureException(self._formatMessage(msg, text))

    def assertEqual(self, first, second, msg=None):
        self._getAssertEqualityFunc(first, second)(first, second, msg=msg)

    def assertNotEqual(self, first, second, msg=None):
        if not first != second:
            text = '%s == %s' % (safe_repr(first), safe_repr(second))
            raise self.failureException(self._formatMessage(msg, text))

    def _closeness(self, first, second, places, delta):
        # (close?, the tolerance's words, the difference's words) for the two
        # almost-equal checks; delta wins over places, which default to 7
        if delta is not None and places is not None:
            raise TypeError('specify delta or places not both')
        diff = abs(first - second)
        gap = ' (%s difference)' % safe_repr(diff)
        if delta is not None:
            return diff <= delta, '%s delta' % safe_repr(delta), gap
        places = 7 if places is None else places
        return round(diff, places) == 0, '%r places' % (places,), gap

    def assertAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if first == second:
            return
        close, within, gap = self._closeness(first, second, places, delta)
        if not close:
            text = '%s != %s within %s%s' % (safe_repr(first), safe_repr(second),
                                             within, gap)
            raise self.failureException(self._formatMessage(msg, text))

    def assertNotAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        close, within, gap = self._closeness(first, second, places, delta)
        if first == second or close:
            if delta is None:
                gap = ''
            text = '%s == %s within %s%s' % (safe_repr(first), safe_repr(second),
                                             within, gap)
            raise self.failureException(self._formatMessage(msg, text))

    def _sequence_lengths(self, seq1, seq2, kind):
        # (len1, len2, None) or (.., .., the message when one has no length)
        try:
            n1 = len(seq1)
        except (TypeError, NotImplementedError):
            return 0, 0, 'First %s has no length.    Non-sequence?' % kind
        try:
            n2 = len(seq2)
        except (TypeError, NotImplementedError):
            return 0, 0, 'Second %s has no length.    Non-sequence?' % kind
        return n1, n2, None

    def _first_difference(self, seq1, seq2, n, kind):
        # the text naming the first differing element, '' when the first n agree,
        # or None when an element cannot be indexed (the text says which)
        for i in range(n):
            try:
                a = seq1[i]
            except (TypeError, IndexError, NotImplementedError):
                return '\nUnable to index element %d of first %s\n' % (i, kind), True
            try:
                b = seq2[i]
            except (TypeError, IndexError, NotImplementedError):
                return '\nUnable to index element %d of second %s\n' % (i, kind), True
            if a != b:
                return ('\nFirst differing element %d:\n%s\n%s\n'
                        % ((i,) + _common_shorten_repr(a, b))), True
        return '', False

    def _extra_elements(self, longer, n_long, n_short, which, kind):
        text = '\n%s %s contains %d additional elements.\n' % (
            which, kind, n_long - n_short)
        try:
            return text + 'First extra element %d:\n%s\n' % (
                n_short, safe_repr(longer[n_short]))
        except (TypeError, IndexError, NotImplementedError):
            return text + 'Unable to index element %d of %s %s\n' % (
                n_short, which.lower(), kind)

    def assertSequenceEqual(self, seq1, seq2, msg=None, seq_type=None):
        kind = 'sequence'
        if seq_type is not None:
            kind = seq_type.__name__
            if not isinstance(seq1, seq_type):
                raise self.failureException('First sequence is not a %s: %s'
                                            % (kind, safe_repr(seq1)))
            if not isinstance(seq2, seq_type):
                raise self.failureException('Second sequence is not a %s: %s'
                                            % (kind, safe_repr(seq2)))
        n1, n2, text = self._sequence_lengths(seq1, seq2, kind)
        if text is None:
            if seq1 == seq2:
                return
            text = '%ss differ: %s != %s\n' % (
                (kind.capitalize(),) + _common_shorten_repr(seq1, seq2))
            found, stopped = self._first_difference(seq1, seq2, min(n1, n2), kind)
            if (not stopped and n1 == n2 and seq_type is None and
                    type(seq1) != type(seq2)):
                return
            text += found
            if n1 > n2:
                text += self._extra_elements(seq1, n1, n2, 'First', kind)
            elif n1 < n2:
                text += self._extra_elements(seq2, n2, n1, 'Second', kind)
        text = self._truncateMessage(text, _pformat_diff(seq1, seq2))
        self.fail(self._formatMessage(msg, text))

    def assertListEqual(self, list1, list2, msg=None):
        self.assertSequenceEqual(list1, list2, msg, seq_type=list)

    def assertTupleEqual(self, tuple1, tuple2, msg=None):
        self.assertSequenceEqual(tuple1, tuple2, msg, seq_type=tuple)

    def _set_difference(self, a, b, which):
        try:
            return a.difference(b)
        except TypeError as e:
            self.fail('invalid type when attempting set difference: %s' % e)
        except AttributeError as e:
            self.fail('%s argument does not support set difference: %s' % (which, e))

    def assertSetEqual(self, set1, set2, msg=None):
        only1 = self._set_difference(set1, set2, 'first')
        only2 = self._set_difference(set2, set1, 'second')
        if not (only1 or only2):
            return
        lines = []
        if only1:
            lines.append('Items in the first set but not the second:')
            lines.extend(repr(item) for item in only1)
        if only2:
            lines.append('Items in the second set but not the first:')
            lines.extend(repr(item) for item in only2)
        self.fail(self._formatMessage(msg, '\n'.join(lines)))

    def _fail_unequal(self, first, second, diff, msg):
        text = self._truncateMessage('%s != %s' % _common_shorten_repr(first, second),
                                     diff)
        self.fail(self._formatMessage(msg, text))

    def assertDictEqual(self, d1, d2, msg=None):
        for d, which in ((d1, 'First'), (d2, 'Second')):
            self.assertIsInstance(d, dict, '%s argument is not a dictionary' % which)
        if d1 != d2:
            self._fail_unequal(d1, d2, _pformat_diff(d1, d2), msg)

    def assertDictContainsSubset(self, subset, dictionary, msg=None):
        _deprecation('assertDictContainsSubset is deprecated', 2)
        missing = [k for k in subset if k not in dictionary]
        wrong = ['%s, expected: %s, actual: %s'
                 % (safe_repr(k), safe_repr(v), safe_repr(dictionary[k]))
                 for k, v in subset.items()
                 if k in dictionary and v != dictionary[k]]
        if not (missing or wrong):
            return
        parts = []
        if missing:
            parts.append('Missing: %s' % ','.join(safe_repr(m) for m in missing))
        if wrong:
            parts.append('Mismatched values: %s' % ','.join(wrong))
        self.fail(self._formatMessage(msg, '; '.join(parts)))

    def assertCountEqual(self, first, second, msg=None):
        items1, items2 = list(first), list(second)
        import collections
        try:
            c1 = collections.Counter(items1)
            c2 = collections.Counter(items2)
        except TypeError:
            differences = _count_mismatches_slow(items1, items2)
        else:
            if c1 == c2:
                return
            differences = _count_mismatches(c1, c2, items1, items2)
        if differences:
            head = 'Element counts were not equal:\n'
            body = '\n'.join('First has %d, Second has %d:  %r' % d for d in differences)
            self.fail(self._formatMessage(msg, self._truncateMessage(head, body)))

    def assertMultiLineEqual(self, first, second, msg=None):
        for text, which in ((first, 'First'), (second, 'Second')):
            self.assertIsInstance(text, str, '%s argument is not a string' % which)
        if first == second:
            return
        if max(len(first), len(second)) > self._diffThreshold:
            self._baseAssertEqual(first, second, msg)
        # one line without a line end: the two texts compared as one line each
        lines = [t.splitlines(True) for t in (first, second)]
        if len(lines[0]) == 1 and first.strip('\r\n') == first:
            lines = [[first + '\n'], [second + '\n']]
        self._fail_unequal(first, second, _line_diff(lines[0], lines[1], ''), msg)

    # -- regular expressions --

    def assertRegex(self, text, expected_regex, msg=None):
        empty = isinstance(expected_regex, (str, bytes)) and not expected_regex
        assert not empty, 'expected_regex must not be empty.'
        pattern = _compiled(expected_regex)
        if pattern.search(text) is None:
            self._fail_now(msg, "Regex didn't match: %r not found in %r"
                           % (pattern.pattern, text))

    def assertNotRegex(self, text, unexpected_regex, msg=None):
        pattern = _compiled(unexpected_regex)
        found = pattern.search(text)
        if found is not None:
            self._fail_now(msg, 'Regex matched: %r matches %r in %r'
                           % (found.group(0), pattern.pattern, text))

    def _fail_now(self, msg, standard):
        raise self.failureException(self._formatMessage(msg, standard))


def _compiled(pattern):
    if not isinstance(pattern, (str, bytes)):
        return pattern
    import re
    return re.compile(pattern)


def _deprecation(text, level):
    try:
        import warnings
    except ImportError:
        return
    warnings.warn(text, DeprecationWarning, level + 1)


def _old_name(new_name):
    def deprecated_func(*args, **kwargs):
        _deprecation('Please use %s instead.' % new_name, 2)
        return getattr(TestCase, new_name)(*args, **kwargs)
    return deprecated_func


for _old, _new in (('failUnlessEqual', 'assertEqual'), ('assertEquals', 'assertEqual'),
                   ('failIfEqual', 'assertNotEqual'),
                   ('assertNotEquals', 'assertNotEqual'),
                   ('failUnlessAlmostEqual', 'assertAlmostEqual'),
                   ('assertAlmostEquals', 'assertAlmostEqual'),
                   ('failIfAlmostEqual', 'assertNotAlmostEqual'),
                   ('assertNotAlmostEquals', 'assertNotAlmostEqual'),
                   ('failUnless', 'assertTrue'), ('assert_', 'assertTrue'),
                   ('failUnlessRaises', 'assertRaises'), ('failIf', 'assertFalse'),
                   ('assertRaisesRegexp', 'assertRaisesRegex'),
                   ('assertRegexpMatches', 'assertRegex'),
                   ('assertNotRegexpMatches', 'assertNotRegex')):
    setattr(TestCase, _old, _old_name(_new))
del _old, _new


def _count_mismatches(c1, c2, items1, items2):
    # (count in first, count in second, element) for each element whose counts
    # differ: the first's elements in order of first appearance, then the second's
    out = []
    seen = set()
    for item in items1:
        if item not in seen:
            seen.add(item)
            if c1[item] != c2[item]:
                out.append((c1[item], c2[item], item))
    for item in items2:
        if item not in seen:
            seen.add(item)
            out.append((0, c2[item], item))
    return out


def _count_mismatches_slow(items1, items2):
    # the same for unhashable elements: counted by ==, each element once
    def tally(items, used, elem):
        n = 0
        for j, other in enumerate(items):
            if not used[j] and other == elem:
                used[j] = True
                n += 1
        return n
    used1 = [False] * len(items1)
    used2 = [False] * len(items2)
    out = []
    for i, elem in enumerate(items1):
        if used1[i]:
            continue
        n1 = tally(items1, used1, elem)
        n2 = tally(items2, used2, elem)
        if n1 != n2:
            out.append((n1, n2, elem))
    for i, elem in enumerate(items2):
        if used2[i]:
            continue
        out.append((0, tally(items2, used2, elem), elem))
    return out


class FunctionTestCase(TestCase):
    def __init__(self, testFunc, setUp=None, tearDown=None, description=None):
        super().__init__()
        self._setUpFunc, self._tearDownFunc = setUp, tearDown
        self._testFunc, self._description = testFunc, description

    def setUp(self):
        if self._setUpFunc is not None:
            self._setUpFunc()

    def tearDown(self):
        if self._tearDownFunc is not None:
            self._tearDownFunc()

    def runTest(self):
        self._testFunc()

    def id(self):
        return self._testFunc.__name__

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return ((self._setUpFunc, self._tearDownFunc, self._testFunc,
                 self._description) ==
                (other._setUpFunc, other._tearDownFunc, other._testFunc,
                 other._description))

    def __hash__(self):
        return hash((type(self), self._setUpFunc, self._tearDownFunc,
                     self._testFunc, self._description))

    def __str__(self):
        return '%s (%s)' % (strclass(self.__class__), self._testFunc.__name__)

    def __repr__(self):
        return '<%s tec=%s>' % (strclass(self.__class__), self._testFunc)

    def shortDescription(self):
        if self._description is not None:
            return self._description
        doc = self._testFunc.__doc__
        return doc and doc.split('\n')[0].strip() or None


class _SubTest(TestCase):
    def __init__(self, test_case, message, params):
        super().__init__()
        self.test_case, self._message, self.params = test_case, message, params
        self.failureException = test_case.failureException

    def runTest(self):
        raise NotImplementedError('subtests cannot be run directly')

    def _subDescription(self):
        # "[message] (k=v, ...)", either part optional
        text = '' if self._message is _NO_MESSAGE else '[%s]' % (self._message,)
        pairs = ', '.join('%s=%r' % kv for kv in self.params.items())
        if pairs:
            text = (text + ' (%s)' % pairs).lstrip()
        return text or '(<subtest>)'

    def id(self):
        return '%s %s' % (self.test_case.id(), self._subDescription())

    def shortDescription(self):
        return self.test_case.shortDescription()

    def __str__(self):
        return '%s %s' % (self.test_case, self._subDescription())
