# doctest - pyeval's own doctest: testmod() and run_docstring_examples() over the
# docstrings of the program's functions, classes and methods, DocTestParser,
# DocTestFinder and DocTestRunner, the option flags (ELLIPSIS, NORMALIZE_WHITESPACE
# and the other comparison flags), with CPython 3.11's report text and
# TestResults(failed=..., attempted=...).
#
# Line numbers come from _def_line and _outer_source (modules/doctest.c), since
# pyeval's functions have no __code__. An example that is one expression is
# evaluated and its repr shown (what the interactive prompt's display does);
# any other example is run as statements, so an expression statement inside a
# compound example shows nothing (docs/differences.md).

import sys
import re
import io
import collections

__all__ = ['register_optionflag', 'DONT_ACCEPT_TRUE_FOR_1', 'DONT_ACCEPT_BLANKLINE',
           'NORMALIZE_WHITESPACE', 'ELLIPSIS', 'SKIP', 'IGNORE_EXCEPTION_DETAIL',
           'COMPARISON_FLAGS', 'REPORT_UDIFF', 'REPORT_CDIFF', 'REPORT_NDIFF',
           'REPORT_ONLY_FIRST_FAILURE', 'REPORTING_FLAGS', 'FAIL_FAST', 'Example',
           'DocTest', 'DocTestParser', 'DocTestFinder', 'DocTestRunner',
           'OutputChecker', 'DocTestFailure', 'UnexpectedException', 'DebugRunner',
           'testmod', 'run_docstring_examples', 'TestResults']

TestResults = collections.namedtuple('TestResults', 'failed attempted')

OPTIONFLAGS_BY_NAME = {}


def register_optionflag(name):
    return OPTIONFLAGS_BY_NAME.setdefault(name, 1 << len(OPTIONFLAGS_BY_NAME))


DONT_ACCEPT_TRUE_FOR_1 = register_optionflag('DONT_ACCEPT_TRUE_FOR_1')
DONT_ACCEPT_BLANKLINE = register_optionflag('DONT_ACCEPT_BLANKLINE')
NORMALIZE_WHITESPACE = register_optionflag('NORMALIZE_WHITESPACE')
ELLIPSIS = register_optionflag('ELLIPSIS')
SKIP = register_optionflag('SKIP')
IGNORE_EXCEPTION_DETAIL = register_optionflag('IGNORE_EXCEPTION_DETAIL')
COMPARISON_FLAGS = (DONT_ACCEPT_TRUE_FOR_1 | DONT_ACCEPT_BLANKLINE |
                    NORMALIZE_WHITESPACE | ELLIPSIS | SKIP | IGNORE_EXCEPTION_DETAIL)
REPORT_UDIFF = register_optionflag('REPORT_UDIFF')
REPORT_CDIFF = register_optionflag('REPORT_CDIFF')
REPORT_NDIFF = register_optionflag('REPORT_NDIFF')
REPORT_ONLY_FIRST_FAILURE = register_optionflag('REPORT_ONLY_FIRST_FAILURE')
FAIL_FAST = register_optionflag('FAIL_FAST')
REPORTING_FLAGS = (REPORT_UDIFF | REPORT_CDIFF | REPORT_NDIFF |
                   REPORT_ONLY_FIRST_FAILURE | FAIL_FAST)

BLANKLINE_MARKER = '<BLANKLINE>'
ELLIPSIS_MARKER = '...'


def _indent(text, width=4):
    return re.sub('(?m)^(?!$)', ' ' * width, text)


def _ended(text):
    return text if not text or text.endswith('\n') else text + '\n'


# ---- examples and their parsing ------------------------------------------------------

class Example:
    def __init__(self, source, want, exc_msg=None, lineno=0, indent=0, options=None):
        # source, and any expected text, end with a newline
        self.source, self.want = _ended(source), _ended(want)
        self.exc_msg = exc_msg and _ended(exc_msg)
        self.lineno, self.indent, self.options = lineno, indent, options or {}

    def _key(self):
        return (self.source, self.want, self.lineno, self.indent, self.options,
                self.exc_msg)

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self):
        return hash((self.source, self.want, self.lineno, self.indent, self.exc_msg))


class DocTest:
    def __init__(self, examples, globs, name, filename, lineno, docstring):
        assert not isinstance(examples, str), \
            'DocTest no longer accepts str; use DocTestParser instead'
        self.__dict__.update(examples=examples, docstring=docstring, globs=globs.copy(),
                             name=name, filename=filename, lineno=lineno)

    def __repr__(self):
        n = len(self.examples)
        count = 'no examples' if n == 0 else '1 example' if n == 1 else '%d examples' % n
        return '<%s %s from %s:%s (%s)>' % (type(self).__name__, self.name,
                                           self.filename, self.lineno, count)

    def _key(self):
        return (self.name, self.filename, -1 if self.lineno is None else self.lineno,
                id(self))

    def __lt__(self, other):
        if not isinstance(other, DocTest):
            return NotImplemented
        return self._key() < other._key()

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return ((self.examples, self.docstring, self.globs, self.name, self.filename,
                 self.lineno) == (other.examples, other.docstring, other.globs,
                                  other.name, other.filename, other.lineno))

    def __hash__(self):
        return hash((self.docstring, self.name, self.filename, self.lineno))


# an example: its ">>>" line and "..." lines, then the expected output up to a
# blank line or the next ">>>"
_EXAMPLE = re.compile(r'''
    (?P<source>(?:^(?P<indent>[ ]*)>>>.*)(?:\n[ ]*\.\.\..*)*)
    \n?
    (?P<want>(?:(?![ ]*$)(?![ ]*>>>).+$\n?)*)
    ''', re.MULTILINE | re.VERBOSE)

# expected output that is a traceback: its header, anything, then the exception line
_TRACEBACK = re.compile(r'''
    ^(?P<hdr>Traceback\ \((?:most\ recent\ call\ last|innermost\ last)\):)\s*$
    (?P<stack>.*?)
    ^(?P<msg>\w+.*)
    ''', re.VERBOSE | re.MULTILINE | re.DOTALL)

_DIRECTIVE = re.compile(r'#\s*doctest:\s*([^\n\'"]*)$', re.MULTILINE)
_LEADING = re.compile(r'^([ ]*)(?=\S)', re.MULTILINE)
_IS_BLANK_OR_COMMENT = re.compile(r'^[ ]*(#.*)?$').match


def _option_of(word, name, lineno):
    flag = OPTIONFLAGS_BY_NAME.get(word[1:])
    if flag is None or word[0] not in '+-':
        raise ValueError('line %r of the doctest for %s has an invalid option: %r'
                         % (lineno + 1, name, word))
    return flag, word[0] == '+'


def _dedented(text):
    margins = [len(m) for m in _LEADING.findall(text)]
    cut = min(margins, default=0)
    return '\n'.join(line[cut:] for line in text.split('\n')) if cut else text


class DocTestParser:
    def parse(self, string, name='<string>'):
        # the text between examples (str) and the examples, in order; the common
        # margin of the whole text is taken off first
        text = _dedented(string.expandtabs())
        parts = []
        done = 0
        for m in _EXAMPLE.finditer(text):
            parts.append(text[done:m.start()])
            first = text.count('\n', 0, m.start())
            source, options, want, exc_msg = self._parse_example(m, name, first)
            if not _IS_BLANK_OR_COMMENT(source):
                parts.append(Example(source, want, exc_msg, first,
                                     len(m.group('indent')), options))
            done = m.end()
        parts.append(text[done:])
        return parts

    def get_doctest(self, string, globs, name, filename, lineno):
        return DocTest(self.get_examples(string, name), globs, name, filename, lineno,
                       string)

    def get_examples(self, string, name='<string>'):
        return [p for p in self.parse(string, name) if isinstance(p, Example)]

    def _parse_example(self, m, name, lineno):
        # (source, options, want, exception message or None) of one example, its
        # prompts and margin taken off
        margin = len(m.group('indent'))
        prompts = m.group('source').split('\n')
        self._check_prompt_blank(prompts, margin, name, lineno)
        self._check_prefix(prompts[1:], ' ' * margin + '.', name, lineno)
        source = '\n'.join(line[margin + 4:] for line in prompts)
        want = self._want_of(m.group('want'), margin, name, lineno + len(prompts))
        traceback = _TRACEBACK.match(want)
        return (source, self._find_options(source, name, lineno), want,
                traceback.group('msg') if traceback else None)

    def _want_of(self, text, margin, name, lineno):
        lines = text.split('\n')
        if len(lines) > 1 and not lines[-1].strip(' '):
            lines.pop()
        self._check_prefix(lines, ' ' * margin, name, lineno)
        return '\n'.join(line[margin:] for line in lines)

    def _find_options(self, source, name, lineno):
        # "# doctest: +FLAG, -FLAG" comments: {flag: on?}
        words = [w for m in _DIRECTIVE.finditer(source)
                 for w in m.group(1).replace(',', ' ').split()]
        options = dict(_option_of(w, name, lineno) for w in words)
        if options and _IS_BLANK_OR_COMMENT(source):
            raise ValueError('line %r of the doctest for %s has an option directive '
                             'on a line with no example: %r' % (lineno, name, source))
        return options

    def _check_prompt_blank(self, lines, indent, name, lineno):
        for i, line in enumerate(lines):
            if len(line) >= indent + 4 and line[indent + 3] != ' ':
                raise ValueError('line %r of the docstring for %s lacks blank after '
                                 '%s: %r' % (lineno + i + 1, name,
                                             line[indent:indent + 3], line))

    def _check_prefix(self, lines, prefix, name, lineno):
        for i, line in enumerate(lines):
            if line and not line.startswith(prefix):
                raise ValueError('line %r of the docstring for %s has inconsistent '
                                 'leading whitespace: %r' % (lineno + i + 1, name, line))


# ---- finding docstrings ------------------------------------------------------------

_QUOTE_LINE = re.compile(r'(^|.*:)\s*\w*("|\')')
_FUNCTION = type(register_optionflag)


def _is_function(obj):
    return isinstance(obj, _FUNCTION)


class DocTestFinder:
    _main_file = None

    def __init__(self, verbose=False, parser=DocTestParser(), recurse=True,
                 exclude_empty=True):
        self._parser, self._verbose = parser, verbose
        self._recurse, self._exclude_empty = recurse, exclude_empty

    def find(self, obj, name=None, module=None, globs=None, extraglobs=None):
        if name is None:
            name = getattr(obj, '__name__', None)
            if name is None:
                raise ValueError("DocTestFinder.find: name must be given when obj.__name__ "
                                 "doesn't exist: %r" % (type(obj),))
        if module is False:
            module = None
        elif module is None:
            module = self._module_of(obj)
        outer = _outer_source() if module is sys.modules.get('__main__') else None
        lines = outer[1].splitlines(True) if outer is not None else None
        self._main_file = outer[0] if outer is not None else None
        if globs is None:
            globs = {} if module is None else module.__dict__
        globs = dict(globs)
        if extraglobs is not None:
            globs.update(extraglobs)
        if '__name__' not in globs:
            globs['__name__'] = '__main__'
        tests = []
        self._find(tests, obj, name, module, lines, globs, set())
        tests.sort()
        return tests

    def _module_of(self, obj):
        if type(obj) is type(sys):
            return obj
        return sys.modules.get(getattr(obj, '__module__', None))

    def _from_module(self, module, obj):
        if module is None:
            return True
        if _is_function(obj):
            # pyeval's functions have no __globals__: their module's name stands in
            return module.__name__ == obj.__module__
        if isinstance(obj, type):
            return module.__name__ == obj.__module__
        return isinstance(obj, property)

    def _members(self, obj):
        # (name, object) pairs a module's or class's doctests come from
        if type(obj) is type(sys):
            return [(k, v) for k, v in obj.__dict__.items()
                    if _is_function(v) or isinstance(v, type)]
        found = []
        for k, v in obj.__dict__.items():
            if isinstance(v, (staticmethod, classmethod)):
                v = v.__func__
            if _is_function(v) or isinstance(v, (type, property)):
                found.append((k, v))
        return found

    def _find(self, tests, obj, name, module, lines, globs, seen):
        if self._verbose:
            print('Finding tests in %s' % name)
        if id(obj) in seen:
            return
        seen.add(id(obj))
        test = self._get_test(obj, name, module, globs, lines)
        if test is not None:
            tests.append(test)
        if not self._recurse:
            return
        is_module = type(obj) is type(sys)
        if is_module or isinstance(obj, type):
            for key, member in self._members(obj):
                if self._from_module(module, member):
                    self._find(tests, member, '%s.%s' % (name, key), module, lines,
                               globs, seen)
        if is_module:
            self._find_test_dict(tests, obj, name, module, lines, globs, seen)

    def _find_test_dict(self, tests, obj, name, module, lines, globs, seen):
        for key, value in getattr(obj, '__test__', {}).items():
            if not isinstance(key, str):
                raise ValueError('DocTestFinder.find: __test__ keys must be strings: %r'
                                 % (type(key),))
            if not (_is_function(value) or isinstance(value, (type, str)) or
                    type(value) is type(sys)):
                raise ValueError('DocTestFinder.find: __test__ values must be strings, '
                                 'functions, methods, classes, or modules: %r'
                                 % (type(value),))
            self._find(tests, value, '%s.__test__.%s' % (name, key), module, lines,
                       globs, seen)

    def _get_test(self, obj, name, module, globs, lines):
        if isinstance(obj, str):
            doc = obj
        else:
            doc = getattr(obj, '__doc__', None)
            doc = '' if doc is None else doc if isinstance(doc, str) else str(doc)
        if self._exclude_empty and not doc:
            return None
        filename = getattr(module, '__file__', self._main_file) if module else None
        return self._parser.get_doctest(doc, globs, name, filename,
                                        self._find_lineno(obj, lines))

    def _find_lineno(self, obj, lines):
        # the 0-based line of obj's docstring: from the def (functions), the class
        # line (classes) or the file start (modules), the first line that opens a
        # quote
        start = None
        doc = getattr(obj, '__doc__', None)
        if type(obj) is type(sys) and doc is not None:
            start = 0
        elif isinstance(obj, type) and doc is not None:
            if lines is None:
                return None
            head = re.compile(r'^\s*class\s*%s\b' % re.escape(getattr(obj, '__name__', '-')))
            start = next((i for i, line in enumerate(lines) if head.match(line)), None)
        if _is_function(obj) and doc:
            first = _def_line(obj)
            start = None if first is None else first - 1
        if start is None:
            return None
        if lines is None:
            return start + 1
        return next((i for i in range(start, len(lines)) if _QUOTE_LINE.match(lines[i])),
                    None)


# ---- comparing output --------------------------------------------------------------

def _ellipsis_match(want, got):
    # "..." in want stands for any text (the pieces between must appear in order)
    if ELLIPSIS_MARKER not in want:
        return want == got
    pieces = want.split(ELLIPSIS_MARKER)
    head, tail = pieces[0], pieces[-1]
    if len(head) + len(tail) > len(got):
        return False
    if not (got.startswith(head) and got.endswith(tail)):
        return False
    pos, end = len(head), len(got) - len(tail)
    for piece in pieces[1:-1]:
        at = got.find(piece, pos, end)
        if at < 0:
            return False
        pos = at + len(piece)
    return True


_BOOL_FOR_INT = (('1\n', 'True\n'), ('0\n', 'False\n'))


def _blank_lines(want, got):
    # <BLANKLINE> in want and whitespace-only lines in got both become empty
    return (re.sub(r'(?m)^%s\s*?$' % re.escape(BLANKLINE_MARKER), '', want),
            re.sub(r'(?m)^[^\S\n]+$', '', got))


def _one_space(want, got):
    return ' '.join(want.split()), ' '.join(got.split())


# (flag, applies when the flag is set?, relaxation)
_RELAXATIONS = ((DONT_ACCEPT_BLANKLINE, False, _blank_lines),
                (NORMALIZE_WHITESPACE, True, _one_space))


class OutputChecker:
    def _toAscii(self, s):
        return str(s.encode('ASCII', 'backslashreplace'), 'ASCII')

    def check_output(self, want, got, optionflags):
        # each relaxation the flags allow, tried in turn on the texts so far
        want, got = self._toAscii(want), self._toAscii(got)
        if want == got:
            return True
        if not optionflags & DONT_ACCEPT_TRUE_FOR_1 and (want, got) in _BOOL_FOR_INT:
            return True
        for flag, wanted, relax in _RELAXATIONS:
            if bool(optionflags & flag) == wanted:
                want, got = relax(want, got)
                if want == got:
                    return True
        return bool(optionflags & ELLIPSIS) and _ellipsis_match(want, got)

    def output_difference(self, example, got, optionflags):
        want = example.want
        if not optionflags & DONT_ACCEPT_BLANKLINE:
            got = re.sub(r'(?m)^[ ]*(?=\n)', BLANKLINE_MARKER, got)
        head = 'Expected:\n%s' % _indent(want) if want else 'Expected nothing\n'
        tail = 'Got:\n%s' % _indent(got) if got else 'Got nothing\n'
        return head + tail


# ---- running -----------------------------------------------------------------------

def _exception_line(exc):
    # format_exception_only's text: the type (module-qualified outside builtins
    # and __main__) and the message
    kind = type(exc)
    name = kind.__qualname__
    if kind.__module__ not in ('__main__', 'builtins'):
        name = '%s.%s' % (kind.__module__, name)
    text = str(exc)
    return '%s: %s\n' % (name, text) if text else name + '\n'


def _traceback_text(exc):
    from unittest import _format
    return _format(exc)


def _strip_details(msg):
    # IGNORE_EXCEPTION_DETAIL: the exception's class name only (no module, no text)
    head = msg.split('\n', 1)[0].split(':', 1)[0]
    return head.rsplit('.', 1)[-1]


class DocTestFailure(Exception):
    def __init__(self, test, example, got):
        self.test, self.example, self.got = test, example, got

    def __str__(self):
        return str(self.test)


class UnexpectedException(Exception):
    def __init__(self, test, example, exc_info):
        self.test, self.example, self.exc_info = test, example, exc_info

    def __str__(self):
        return str(self.test)


class DocTestRunner:
    DIVIDER = '*' * 70

    tries = failures = 0

    def __init__(self, checker=None, verbose=None, optionflags=0):
        # verbose defaults to whether the program got -v
        self._checker = checker or OutputChecker()
        self._verbose = ('-v' in sys.argv) if verbose is None else verbose
        self.optionflags = self.original_optionflags = optionflags
        self._name2ft = {}

    def report_start(self, out, test, example):
        if self._verbose:
            expecting = ('Expecting:\n' + _indent(example.want) if example.want
                         else 'Expecting nothing\n')
            out('Trying:\n' + _indent(example.source) + expecting)

    def report_success(self, out, test, example, got):
        if self._verbose:
            out('ok\n')

    def report_failure(self, out, test, example, got):
        out(self._failure_header(test, example) +
            self._checker.output_difference(example, got, self.optionflags))

    def report_unexpected_exception(self, out, test, example, exc_info):
        out(self._failure_header(test, example) + 'Exception raised:\n' +
            _indent(_traceback_text(exc_info[1])))

    def _failure_header(self, test, example):
        if test.filename:
            known = test.lineno is not None and example.lineno is not None
            line = test.lineno + example.lineno + 1 if known else '?'
            where = 'File "%s", line %s, in %s' % (test.filename, line, test.name)
        else:
            where = 'Line %s, in %s' % (example.lineno + 1, test.name)
        return '\n'.join((self.DIVIDER, where, 'Failed example:',
                          _indent(example.source)))

    def _flags_for(self, example):
        flags = self.original_flags_of_test
        for flag, on in example.options.items():
            flags = flags | flag if on else flags & ~flag
        return flags

    def _execute(self, example, filename, globs):
        # one example: its output (display of an expression's value included) and
        # the exception it raised, or None
        try:
            try:
                code = compile(example.source, filename, 'eval')
            except SyntaxError:
                exec(compile(example.source, filename, 'exec'), globs)
            else:
                value = eval(code, globs)
                if value is not None:
                    import builtins
                    builtins._ = None
                    print(repr(value))
                    builtins._ = value
        except KeyboardInterrupt:
            raise
        except BaseException as e:
            return e
        return None

    def _outcome(self, example, got, exc):
        # 'ok', 'failed' or 'boom' (an exception the example did not expect)
        check = self._checker.check_output
        flags = self.optionflags
        if exc is None:
            return 'ok' if check(example.want, got, flags) else 'failed'
        if example.exc_msg is None:
            return 'boom'
        line = _exception_line(exc)
        if check(example.exc_msg, line, flags):
            return 'ok'
        if flags & IGNORE_EXCEPTION_DETAIL and check(_strip_details(example.exc_msg),
                                                     _strip_details(line), flags):
            return 'ok'
        return 'failed'

    def _run_examples(self, test, out, capture):
        failures = tries = 0
        self.original_flags_of_test = self.optionflags
        for number, example in enumerate(test.examples):
            quiet = self.optionflags & REPORT_ONLY_FIRST_FAILURE and failures > 0
            self.optionflags = self._flags_for(example)
            if self.optionflags & SKIP:
                continue
            tries += 1
            if not quiet:
                self.report_start(out, test, example)
            filename = '<doctest %s[%d]>' % (test.name, number)
            exc = self._execute(example, filename, test.globs)
            got = capture.getvalue()
            capture.seek(0)
            capture.truncate()
            if exc is not None and not quiet:
                got += _traceback_text(exc)
            outcome = self._outcome(example, got, exc)
            if outcome != 'ok':
                failures += 1
            if quiet:
                pass
            elif outcome == 'ok':
                self.report_success(out, test, example, got)
            elif outcome == 'failed':
                self.report_failure(out, test, example, got)
            else:
                self.report_unexpected_exception(out, test, example,
                                                 (type(exc), exc, exc.__traceback__))
            if failures and self.optionflags & FAIL_FAST:
                break
        self.optionflags = self.original_flags_of_test
        return failures, tries

    def _record(self, name, failures, tries):
        old = self._name2ft.get(name, (0, 0))
        self._name2ft[name] = (old[0] + failures, old[1] + tries)
        self.failures += failures
        self.tries += tries

    def run(self, test, compileflags=None, out=None, clear_globs=True):
        self.test = test
        saved = sys.stdout
        if out is None:
            out = saved.write
        capture = io.StringIO()
        sys.stdout = capture
        try:
            failures, tries = self._run_examples(test, out, capture)
        finally:
            sys.stdout = saved
            if clear_globs:
                test.globs.clear()
                import builtins
                builtins._ = None
        self._record(test.name, failures, tries)
        return TestResults(failures, tries)

    def summarize(self, verbose=None):
        verbose = self._verbose if verbose is None else verbose
        empty = sorted(n for n, (f, t) in self._name2ft.items() if t == 0)
        clean = sorted((n, t) for n, (f, t) in self._name2ft.items() if t and not f)
        broken = sorted((n, ft) for n, ft in self._name2ft.items() if ft[0])
        total_f = sum(f for f, t in self._name2ft.values())
        total_t = sum(t for f, t in self._name2ft.values())
        if verbose:
            self._summary_passes(empty, clean)
        if broken:
            print(self.DIVIDER)
            print(len(broken), 'items had failures:')
            for name, (f, t) in broken:
                print(' %3d of %3d in %s' % (f, t, name))
        if verbose:
            print(total_t, 'tests in', len(self._name2ft), 'items.')
            print(total_t - total_f, 'passed and', total_f, 'failed.')
        if total_f:
            print('***Test Failed***', total_f, 'failures.')
        elif verbose:
            print('Test passed.')
        return TestResults(total_f, total_t)

    def _summary_passes(self, empty, clean):
        if empty:
            print(len(empty), 'items had no tests:')
            for name in empty:
                print('   ', name)
        if clean:
            print(len(clean), 'items passed all tests:')
            for name, count in clean:
                print(' %3d tests in %s' % (count, name))

    def merge(self, other):
        for name, (f, t) in other._name2ft.items():
            old = self._name2ft.get(name, (0, 0))
            self._name2ft[name] = (old[0] + f, old[1] + t)


class DebugRunner(DocTestRunner):
    def run(self, test, compileflags=None, out=None, clear_globs=True):
        result = DocTestRunner.run(self, test, compileflags, out, False)
        if clear_globs:
            test.globs.clear()
        return result

    def report_unexpected_exception(self, out, test, example, exc_info):
        raise UnexpectedException(test, example, exc_info)

    def report_failure(self, out, test, example, got):
        raise DocTestFailure(test, example, got)


master = None


def testmod(m=None, name=None, globs=None, verbose=None, report=True, optionflags=0,
            extraglobs=None, raise_on_error=False, exclude_empty=False):
    m = sys.modules.get('__main__') if m is None else m
    if type(m) is not type(sys):
        raise TypeError('testmod: module required; %r' % (m,))
    runner = (DebugRunner if raise_on_error else DocTestRunner)(
        verbose=verbose, optionflags=optionflags)
    tests = DocTestFinder(exclude_empty=exclude_empty).find(
        m, name or m.__name__, globs=globs, extraglobs=extraglobs)
    for test in tests:
        runner.run(test)
    if report:
        runner.summarize()
    _remember(runner)
    return TestResults(runner.failures, runner.tries)


def _remember(runner):
    # doctest.master: the totals of every testmod() so far
    global master
    if master is None:
        master = runner
    else:
        master.merge(runner)


def run_docstring_examples(f, globs, verbose=False, name='NoName', compileflags=None,
                           optionflags=0):
    finder = DocTestFinder(verbose=verbose, recurse=False)
    runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    for test in finder.find(f, name, globs=globs):
        runner.run(test, compileflags=compileflags)
