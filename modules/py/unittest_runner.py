# unittest_runner - the second half of pyeval's unittest, run in the same namespace
# as modules/py/unittest.py (modules/unittest.c runs both): TestResult,
# TextTestResult, TextTestRunner, the suites with their class and module fixtures,
# TestLoader and main(), with CPython 3.11's report text.

# ---- results -----------------------------------------------------------------------

STDOUT_LINE = '\nStdout:\n%s'
STDERR_LINE = '\nStderr:\n%s'

_RESULT_LISTS = ('failures', 'errors', 'skipped', 'expectedFailures',
                 'unexpectedSuccesses')


def _with_newline(text):
    return text if text.endswith('\n') else text + '\n'


def _captured(out, err):
    # the "Stdout:" / "Stderr:" blocks a buffered test's report gets
    parts = [label % _with_newline(text)
             for label, text in ((STDOUT_LINE, out), (STDERR_LINE, err)) if text]
    return parts


class TestResult:
    _previousTestClass = None
    _testRunEntered = False
    _moduleSetUpFailed = False
    _stdout_buffer = _stderr_buffer = None

    def __init__(self, stream=None, descriptions=None, verbosity=None):
        for name in _RESULT_LISTS:
            setattr(self, name, [])
        self.testsRun = 0
        self.failfast = self.shouldStop = self.buffer = self.tb_locals = False
        self._mirrorOutput = False
        self._original_stdout, self._original_stderr = sys.stdout, sys.stderr

    def printErrors(self):
        pass

    def startTestRun(self):
        pass

    def stopTestRun(self):
        pass

    def startTest(self, test):
        self.testsRun += 1
        self._mirrorOutput = False
        self._setupStdout()

    def stopTest(self, test):
        self._restoreStdout()
        self._mirrorOutput = False

    def _setupStdout(self):
        # buffer=True: the test's prints go to buffers, shown only if it fails
        if self.buffer:
            if self._stdout_buffer is None:
                self._stdout_buffer, self._stderr_buffer = io.StringIO(), io.StringIO()
            sys.stdout, sys.stderr = self._stdout_buffer, self._stderr_buffer

    def _restoreStdout(self):
        if not self.buffer:
            return
        if self._mirrorOutput:
            out, err = sys.stdout.getvalue(), sys.stderr.getvalue()
            if out:
                self._original_stdout.write(STDOUT_LINE % _with_newline(out))
            if err:
                self._original_stderr.write(STDERR_LINE % _with_newline(err))
        sys.stdout, sys.stderr = self._original_stdout, self._original_stderr
        for buf in (self._stdout_buffer, self._stderr_buffer):
            buf.seek(0)
            buf.truncate()

    def _record(self, where, test, err, stops=True):
        if stops and getattr(self, 'failfast', False):
            self.stop()
        where.append((test, self._exc_info_to_string(err, test)))
        self._mirrorOutput = True

    def addError(self, test, err):
        self._record(self.errors, test, err)

    def addFailure(self, test, err):
        self._record(self.failures, test, err)

    def addSubTest(self, test, subtest, err):
        # a passing subtest leaves no trace
        if err is not None:
            failed = issubclass(err[0], test.failureException)
            self._record(self.failures if failed else self.errors, subtest, err)

    def addSuccess(self, test):
        pass

    def addSkip(self, test, reason):
        self.skipped.append((test, reason))

    def addExpectedFailure(self, test, err):
        self.expectedFailures.append((test, self._exc_info_to_string(err, test)))

    def addUnexpectedSuccess(self, test):
        if getattr(self, 'failfast', False):
            self.stop()
        self.unexpectedSuccesses.append(test)

    def wasSuccessful(self):
        return not (self.failures or self.errors or
                    getattr(self, 'unexpectedSuccesses', ()))

    def stop(self):
        self.shouldStop = True

    def _exc_info_to_string(self, err, test):
        value = err[1] if err[1] is not None else err[0]()
        text = _exc_text(value)
        if self.buffer:
            text += ''.join(_captured(sys.stdout.getvalue(), sys.stderr.getvalue()))
        return text

    def __repr__(self):
        return '<%s run=%i errors=%i failures=%i>' % (
            strclass(self.__class__), self.testsRun, len(self.errors),
            len(self.failures))


class _WritelnDecorator:
    def __init__(self, stream):
        self.stream = stream

    def __getattr__(self, attr):
        if attr in ('stream', '__getstate__'):
            raise AttributeError(attr)
        return getattr(self.stream, attr)

    def writeln(self, arg=None):
        if arg:
            self.write(arg)
        self.write('\n')


class TextTestResult(TestResult):
    separator1 = '=' * 70
    separator2 = '-' * 70

    def __init__(self, stream, descriptions, verbosity):
        super().__init__(stream, descriptions, verbosity)
        self.stream, self.descriptions = stream, descriptions
        self.showAll, self.dots = verbosity > 1, verbosity == 1
        self._newline = True

    def getDescription(self, test):
        doc = test.shortDescription()
        if doc and self.descriptions:
            return str(test) + '\n' + doc
        return str(test)

    def _put(self, *texts):
        for text in texts:
            self.stream.write(text)
        self.stream.flush()

    def startTest(self, test):
        super().startTest(test)
        if self.showAll:
            self._put(self.getDescription(test), ' ... ')
            self._newline = False

    def _status(self, test, status, dot, restate=True):
        # verbosity 2: the status ends the test's line (a subtest's, or a status
        # after other output, restates the description first); verbosity 1: one
        # character
        if self.dots:
            self._put(dot)
            return
        if not self.showAll:
            return
        sub = isinstance(test, _SubTest)
        if restate and (sub or self._newline):
            head = '' if self._newline else '\n'
            self._put(head + ('  ' if sub else '') + self.getDescription(test) + ' ... ')
        self._put(status + '\n')
        self._newline = True

    def addSubTest(self, test, subtest, err):
        if err is not None:
            if issubclass(err[0], subtest.failureException):
                self._status(subtest, 'FAIL', 'F')
            else:
                self._status(subtest, 'ERROR', 'E')
        super().addSubTest(test, subtest, err)

    def addSuccess(self, test):
        super().addSuccess(test)
        self._status(test, 'ok', '.')

    def addError(self, test, err):
        super().addError(test, err)
        self._status(test, 'ERROR', 'E')

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._status(test, 'FAIL', 'F')

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._status(test, 'skipped %r' % (reason,), 's')

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self._status(test, 'expected failure', 'x', restate=False)

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self._status(test, 'unexpected success', 'u', restate=False)

    def printErrors(self):
        if self.showAll or self.dots:
            self._put('\n')
        for flavour, errors in (('ERROR', self.errors), ('FAIL', self.failures)):
            self.printErrorList(flavour, errors)
        surprises = getattr(self, 'unexpectedSuccesses', ())
        if surprises:
            lines = [self.separator1]
            lines += ['UNEXPECTED SUCCESS: ' + self.getDescription(t) for t in surprises]
            self._put(''.join(line + '\n' for line in lines))

    def printErrorList(self, flavour, errors):
        for test, err in errors:
            block = (self.separator1, '%s: %s' % (flavour, self.getDescription(test)),
                     self.separator2, '%s' % err)
            self._put(''.join(line + '\n' for line in block))


def _summary(result):
    # "OK", "FAILED (failures=1, errors=1)", "OK (skipped=1)"...
    infos = []
    ok = result.wasSuccessful()
    if not ok:
        infos += ['%s=%d' % (word, len(items)) for word, items in
                  (('failures', result.failures), ('errors', result.errors)) if items]
    for word, name in (('skipped', 'skipped'), ('expected failures', 'expectedFailures'),
                       ('unexpected successes', 'unexpectedSuccesses')):
        count = len(getattr(result, name, ()))
        if count:
            infos.append('%s=%d' % (word, count))
    word = 'OK' if ok else 'FAILED'
    return word + (' (%s)' % ', '.join(infos) if infos else '')


class TextTestRunner:
    resultclass = TextTestResult

    def __init__(self, stream=None, descriptions=True, verbosity=1, failfast=False,
                 buffer=False, resultclass=None, warnings=None, *, tb_locals=False):
        self.stream = _WritelnDecorator(sys.stderr if stream is None else stream)
        self.__dict__.update(descriptions=descriptions, verbosity=verbosity,
                             failfast=failfast, buffer=buffer, tb_locals=tb_locals,
                             warnings=warnings)
        self.resultclass = resultclass or type(self).resultclass

    def _makeResult(self):
        return self.resultclass(self.stream, self.descriptions, self.verbosity)

    def _timed_run(self, test, result):
        hook = getattr(result, 'startTestRun', None)
        if hook is not None:
            hook()
        began = time.perf_counter()
        try:
            test(result)
        finally:
            hook = getattr(result, 'stopTestRun', None)
            if hook is not None:
                hook()
        return time.perf_counter() - began

    def run(self, test):
        result = self._makeResult()
        result.failfast, result.buffer = self.failfast, self.buffer
        result.tb_locals = self.tb_locals
        taken = self._timed_run(test, result)
        result.printErrors()
        out = self.stream
        if hasattr(result, 'separator2'):
            out.writeln(result.separator2)
        count = result.testsRun
        out.writeln('Ran %d test%s in %.3fs' % (count, 's' * (count != 1), taken))
        out.writeln()
        out.writeln(_summary(result))
        out.flush()
        return result


# ---- suites ------------------------------------------------------------------------

class _ErrorHolder:
    # stands for a class or module fixture in a report ("setUpClass (__main__.T)")
    failureException = None

    def __init__(self, description):
        self.description = description

    def id(self):
        return self.description

    def shortDescription(self):
        return None

    def __repr__(self):
        return '<ErrorHolder description=%r>' % (self.description,)

    def __str__(self):
        return self.id()

    def run(self, result):
        pass

    def __call__(self, result):
        return self.run(result)

    def countTestCases(self):
        return 0


def _checked_test(test):
    # a suite holds callables: instances, not test classes
    if not callable(test):
        raise TypeError('%r is not callable' % (test,))
    a_class = isinstance(test, type) and issubclass(test, (TestCase, TestSuite))
    return test if not a_class else _not_instantiated()


def _not_instantiated():
    raise TypeError('TestCases and TestSuites must be instantiated '
                    'before passing them to addTest()')


class BaseTestSuite:
    _cleanup = True

    def __init__(self, tests=()):
        self._tests = []
        self._removed_tests = 0
        self.addTests(tests)

    def __repr__(self):
        return '<%s tests=%s>' % (strclass(self.__class__), list(self))

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return list(self) == list(other)

    def __iter__(self):
        return iter(self._tests)

    def countTestCases(self):
        # tests already run and dropped still count
        live = [t.countTestCases() for t in self._tests if t]
        return self._removed_tests + sum(live)

    def addTest(self, test):
        self._tests.append(_checked_test(test))

    def addTests(self, tests):
        if isinstance(tests, str):
            raise TypeError('tests must be an iterable of tests, not a string')
        for test in tests:
            self.addTest(test)

    def _forget(self, index):
        # a suite drops each test once it ran, keeping its count
        test = self._tests[index]
        self._removed_tests += getattr(test, 'countTestCases', lambda: 0)()
        self._tests[index] = None

    def _walk(self, result, step):
        # step(index) for each test, until the result says stop
        index = 0
        while index < len(self._tests) and not result.shouldStop:
            step(index)
            index += 1

    def _call_at(self, index, result):
        self._tests[index](result)
        if self._cleanup:
            self._forget(index)

    def run(self, result):
        self._walk(result, lambda index: self._call_at(index, result))
        return result

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        for test in self:
            test.debug()


def _is_single_test(test):
    # a test case rather than a suite: suites are iterable
    return not hasattr(type(test), '__iter__')


class TestSuite(BaseTestSuite):
    def run(self, result, debug=False):
        # the outermost suite of a run closes the fixtures the last test opened
        outermost = not getattr(result, '_testRunEntered', False)
        result._testRunEntered = True
        self._walk(result, lambda index: self._run_at(index, result, debug))
        if outermost:
            _Fixtures(result).leave_all()
            result._testRunEntered = False
        return result

    def _run_at(self, index, result, debug):
        test = self._tests[index]
        if _is_single_test(test) and not _Fixtures(result).enter(test.__class__):
            return
        test.debug() if debug else test(result)
        if self._cleanup:
            self._forget(index)

    def debug(self):
        self.run(_DebugResult(), True)


class _Fixtures:
    # The class and module fixtures around the tests of one run: the run remembers
    # the last test's class (result._previousTestClass); a test of another class
    # tears that class down (and its module, if the module changes too) and sets
    # up its own class and module. A fixture's failure is reported as an error of
    # an _ErrorHolder named after it.
    def __init__(self, result):
        self.result = result
        self.debugging = isinstance(result, _DebugResult)

    def enter(self, cls):
        # True when tests of cls may run
        result = self.result
        previous = getattr(result, '_previousTestClass', None)
        if cls != previous:
            self._leave_class(previous)
            if previous is None or cls.__module__ != previous.__module__:
                self._leave_module(previous)
                result._moduleSetUpFailed = False
                self._enter_module(cls.__module__)
            self._enter_class(cls)
        result._previousTestClass = cls
        return not (getattr(cls, '_classSetupFailed', False) or
                    getattr(result, '_moduleSetUpFailed', False))

    def leave_all(self):
        previous = getattr(self.result, '_previousTestClass', None)
        self._leave_class(previous)
        self._leave_module(previous)

    def _report(self, exc, what, owner, info=None):
        holder = _ErrorHolder('%s (%s)' % (what, owner))
        if isinstance(exc, SkipTest):
            _report_skip(self.result, holder, str(exc))
        else:
            self.result.addError(holder, info or (type(exc), exc, exc.__traceback__))

    def _call(self, fn, what, owner):
        # True when fn ran without an exception
        try:
            fn()
        except Exception as e:
            if self.debugging:
                raise
            self._report(e, what, owner)
            return False
        return True

    def _class_cleanups(self, cls, what):
        run = getattr(cls, 'doClassCleanups', None)
        if run is None:
            return
        run()
        for info in cls.tearDown_exceptions:
            if self.debugging:
                raise info[1]
            self._report(info[1], what, strclass(cls), info)

    def _quietly(self, step, *args):
        # a fixture's output is buffered like a test's when buffer=True
        _call_if_exists(self.result, '_setupStdout')
        try:
            step(*args)
        finally:
            _call_if_exists(self.result, '_restoreStdout')

    def _enter_class(self, cls):
        if self.result._moduleSetUpFailed or getattr(cls, '__unittest_skip__', False):
            return
        try:
            cls._classSetupFailed = False
        except TypeError:
            pass
        if getattr(cls, 'setUpClass', None) is not None:
            self._quietly(self._set_up_class, cls)

    def _set_up_class(self, cls):
        if not self._call(cls.setUpClass, 'setUpClass', strclass(cls)):
            cls._classSetupFailed = True
            self._class_cleanups(cls, 'setUpClass')

    def _leave_class(self, cls):
        if cls is None or getattr(cls, '_classSetupFailed', False):
            return
        if self.result._moduleSetUpFailed or getattr(cls, '__unittest_skip__', False):
            return
        self._quietly(self._tear_down_class, cls)

    def _tear_down_class(self, cls):
        teardown = getattr(cls, 'tearDownClass', None)
        if teardown is not None:
            self._call(teardown, 'tearDownClass', strclass(cls))
        self._class_cleanups(cls, 'tearDownClass')

    def _enter_module(self, name):
        setup = getattr(sys.modules.get(name), 'setUpModule', None)
        if setup is not None:
            self._quietly(self._set_up_module, setup, name)

    def _set_up_module(self, setup, name):
        if not self._call(setup, 'setUpModule', name):
            self.result._moduleSetUpFailed = True
            self._call(doModuleCleanups, 'setUpModule', name)

    def _leave_module(self, previous):
        if previous is None or self.result._moduleSetUpFailed:
            return
        self._quietly(self._tear_down_module, previous.__module__)

    def _tear_down_module(self, name):
        teardown = getattr(sys.modules.get(name), 'tearDownModule', None)
        if teardown is not None:
            self._call(teardown, 'tearDownModule', name)
        self._call(doModuleCleanups, 'tearDownModule', name)


def _call_if_exists(obj, name):
    method = getattr(obj, name, None)
    if method is not None:
        method()


class _DebugResult:
    _previousTestClass = None
    _moduleSetUpFailed = False
    shouldStop = False


# ---- loading -----------------------------------------------------------------------

def _compare(a, b):
    return (a > b) - (a < b)


class TestLoader:
    testMethodPrefix = 'test'
    sortTestMethodsUsing = staticmethod(_compare)
    testNamePatterns = None
    suiteClass = TestSuite

    def __init__(self):
        self.errors = []

    def loadTestsFromTestCase(self, testCaseClass):
        if issubclass(testCaseClass, TestSuite):
            raise TypeError('Test cases should not be derived from TestSuite.'
                            ' Maybe you meant to derive from TestCase?')
        return self.suiteClass([testCaseClass(n) for n in self._names_of(testCaseClass)])

    def _names_of(self, cls):
        # the base classes themselves have no tests; a class without test methods
        # runs its runTest
        if cls in (TestCase, FunctionTestCase):
            return []
        return self.getTestCaseNames(cls) or (['runTest'] if hasattr(cls, 'runTest')
                                              else [])

    def loadTestsFromModule(self, module, *args, pattern=None, **kws):
        classes = [getattr(module, name) for name in dir(module)]
        tests = [self.loadTestsFromTestCase(c) for c in classes
                 if isinstance(c, type) and issubclass(c, TestCase) and
                 c not in (TestCase, FunctionTestCase)]
        suite = self.suiteClass(tests)
        load_tests = getattr(module, 'load_tests', None)
        return suite if load_tests is None else load_tests(self, suite, pattern)

    def loadTestsFromName(self, name, module=None):
        parts = name.split('.')
        obj = module if module is not None else sys.modules[parts.pop(0)]
        parent = None
        for part in parts:
            parent, obj = obj, getattr(obj, part)
        return self._tests_from_object(obj, parent, parts[-1] if parts else name)

    def _tests_from_object(self, obj, parent, last):
        if isinstance(obj, type) and issubclass(obj, TestCase):
            return self.loadTestsFromTestCase(obj)
        if isinstance(parent, type) and issubclass(parent, TestCase) and callable(obj):
            return self.suiteClass([parent(last)])
        if isinstance(obj, TestSuite):
            return obj
        if not callable(obj):
            raise TypeError("don't know how to make test from: %s" % obj)
        made = obj()
        if isinstance(made, TestSuite):
            return made
        if isinstance(made, TestCase):
            return self.suiteClass([made])
        raise TypeError('calling %s returned %s, not a test' % (obj, made))

    def loadTestsFromNames(self, names, module=None):
        return self.suiteClass([self.loadTestsFromName(n, module) for n in names])

    def _selected(self, cls, name):
        # a test method: the prefix, callable, and any -k pattern on its full name
        if not (name.startswith(self.testMethodPrefix) and callable(getattr(cls, name))):
            return False
        patterns = self.testNamePatterns
        if patterns is None:
            return True
        import fnmatch
        full = '.'.join((cls.__module__, cls.__qualname__, name))
        return any(fnmatch.fnmatchcase(full, p) for p in patterns)

    def getTestCaseNames(self, testCaseClass):
        names = [n for n in dir(testCaseClass) if self._selected(testCaseClass, n)]
        order = self.sortTestMethodsUsing
        if order:
            names.sort(key=functools.cmp_to_key(order))
        return names


defaultTestLoader = TestLoader()


def _configured_loader(settings):
    loader = TestLoader()
    for name, value in settings.items():
        if value is not None:
            setattr(loader, name, value)
    return loader


def getTestCaseNames(testCaseClass, prefix, sortUsing=_compare, testNamePatterns=None):
    loader = _configured_loader({'testMethodPrefix': prefix,
                                 'sortTestMethodsUsing': sortUsing,
                                 'testNamePatterns': testNamePatterns})
    return loader.getTestCaseNames(testCaseClass)


def makeSuite(testCaseClass, prefix='test', sortUsing=_compare, suiteClass=TestSuite):
    loader = _configured_loader({'testMethodPrefix': prefix,
                                 'sortTestMethodsUsing': sortUsing,
                                 'suiteClass': suiteClass})
    return loader.loadTestsFromTestCase(testCaseClass)


def findTestCases(module, prefix='test', sortUsing=_compare, suiteClass=TestSuite):
    loader = _configured_loader({'testMethodPrefix': prefix,
                                 'sortTestMethodsUsing': sortUsing,
                                 'suiteClass': suiteClass})
    return loader.loadTestsFromModule(module)


# ---- main --------------------------------------------------------------------------

_OPTIONS = '[-h] [-v] [-q] [--locals] [-f] [-c] [-b] [-k TESTNAMEPATTERNS]'


def _usage(prog):
    # argparse's usage line, the positional part wrapped under the options when
    # the line passes 78 columns
    head = 'usage: %s ' % prog
    line = head + _OPTIONS + ' [tests ...]'
    if len(line) <= 78:
        return line + '\n'
    return head + _OPTIONS + '\n' + ' ' * len(head) + '[tests ...]\n'

# the flags main() takes: option -> (attribute, value)
_FLAGS = {'-v': ('verbosity', 2), '--verbose': ('verbosity', 2),
          '-q': ('verbosity', 0), '--quiet': ('verbosity', 0),
          '-f': ('failfast', True), '--failfast': ('failfast', True),
          '-b': ('buffer', True), '--buffer': ('buffer', True),
          '-c': ('catchbreak', True), '--catch': ('catchbreak', True),
          '--locals': ('tb_locals', True)}


def _module_named(name):
    found = sys.modules[name.split('.')[0]]
    for part in name.split('.')[1:]:
        found = getattr(found, part)
    return found


class TestProgram:
    module = None
    verbosity = 1
    failfast = catchbreak = buffer = progName = warnings = testNamePatterns = None

    def __init__(self, module='__main__', defaultTest=None, argv=None, testRunner=None,
                 testLoader=defaultTestLoader, exit=True, verbosity=1, failfast=None,
                 catchbreak=None, buffer=None, warnings=None, *, tb_locals=False):
        self.module = _module_named(module) if isinstance(module, str) else module
        argv = sys.argv if argv is None else argv
        settings = dict(exit=exit, failfast=failfast, catchbreak=catchbreak,
                        verbosity=verbosity, buffer=buffer, tb_locals=tb_locals,
                        warnings=warnings, defaultTest=defaultTest,
                        testRunner=testRunner, testLoader=testLoader)
        self.__dict__.update(settings)
        self.progName = argv[0].rsplit('/', 1)[-1] if argv else 'python -m unittest'
        self.parseArgs(argv)
        self.runTests()

    def usageExit(self, msg=None):
        if msg:
            print(msg)
        print(_usage(self.progName), end='')
        sys.exit(2)

    def _arg_error(self, text):
        sys.stderr.write(_usage(self.progName))
        sys.stderr.write('%s: error: %s\n' % (self.progName, text))
        sys.exit(2)

    def _add_pattern(self, pattern):
        if self.testNamePatterns is None:
            self.testNamePatterns = []
        self.testNamePatterns.append(pattern if '*' in pattern else '*%s*' % pattern)

    def _parse_options(self, args):
        # the test names; flags set attributes
        names = []
        pending = list(args)
        while pending:
            arg = pending.pop(0)
            if arg in _FLAGS:
                setattr(self, *_FLAGS[arg])
            elif arg == '-k':
                if not pending:
                    self._arg_error('argument -k: expected one argument')
                self._add_pattern(pending.pop(0))
            elif arg.startswith('-k'):
                self._add_pattern(arg[2:])
            elif arg in ('-h', '--help'):
                self.usageExit()
            elif arg.startswith('-') and arg != '-':
                self._arg_error('unrecognized arguments: %s' % arg)
            else:
                names.append(arg)
        return names

    def parseArgs(self, argv):
        names = self._parse_options(argv[1:])
        default = self.defaultTest
        if names:
            self.testNames = names
        elif default is None:
            self.testNames = None
        else:
            self.testNames = (default,) if isinstance(default, str) else list(default)
        self.createTests()

    def createTests(self, from_discovery=False, Loader=None):
        loader = self.testLoader
        if self.testNamePatterns:
            loader.testNamePatterns = self.testNamePatterns
        if self.testNames is None:
            self.test = loader.loadTestsFromModule(self.module)
        else:
            self.test = loader.loadTestsFromNames(self.testNames, self.module)

    def _make_runner(self):
        runner = TextTestRunner if self.testRunner is None else self.testRunner
        if not isinstance(runner, type):
            return runner
        try:
            return runner(verbosity=self.verbosity, failfast=self.failfast,
                          buffer=self.buffer, warnings=self.warnings,
                          tb_locals=self.tb_locals)
        except TypeError:
            return runner()

    def runTests(self):
        self.result = self._make_runner().run(self.test)
        if self.exit:
            sys.exit(not self.result.wasSuccessful())


main = TestProgram


# ---- signal handling: the sandbox has no signals; these keep the API ----------------

_results = []


def installHandler():
    pass


def registerResult(result):
    _results.append(result)


def removeResult(result):
    for i, r in enumerate(_results):
        if r is result:
            del _results[i]
            return True
    return False


def removeHandler(method=None):
    return method


class IsolatedAsyncioTestCase(TestCase):
    def __init__(self, methodName='runTest'):
        raise NotImplementedError('pyeval: asyncio is not available in the sandbox')


# where CPython defines the public classes (reprs and reports name them so)
for _cls, _home in ((TestCase, 'case'), (FunctionTestCase, 'case'), (SkipTest, 'case'),
                    (TestResult, 'result'), (TextTestResult, 'runner'),
                    (TextTestRunner, 'runner'), (BaseTestSuite, 'suite'),
                    (TestSuite, 'suite'), (TestLoader, 'loader'),
                    (TestProgram, 'main')):
    _cls.__module__ = 'unittest.' + _home
del _cls, _home
