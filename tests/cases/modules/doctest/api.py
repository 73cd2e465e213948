# run_docstring_examples, DocTestParser, OutputChecker flags, testmod's return
# value with report=False, and the parser's errors.
import doctest


def area(w, h):
    """
    >>> area(2, 3)
    6
    >>> area(2, 2)
    5
    >>> area(1, 1) == 1
    True
    """
    return w * h


doctest.run_docstring_examples(area, {'area': area})
doctest.run_docstring_examples(area, {'area': area}, name='area_named')
doctest.run_docstring_examples(area, {'area': area}, verbose=True)

parser = doctest.DocTestParser()
parts = parser.parse('''Text
>>> x = 1
>>> x + 1  # doctest: +ELLIPSIS
2
After
''')
for p in parts:
    if isinstance(p, doctest.Example):
        print('Example', repr(p.source), repr(p.want), p.lineno, p.indent, p.options)
    else:
        print('text', repr(p))
ex = parser.get_examples('  >>> raise ValueError(1)\n  Traceback (most recent call last):\n  ValueError: 1\n')
print(repr(ex[0].exc_msg), repr(ex[0].want))

checker = doctest.OutputChecker()
print(checker.check_output('1\n', 'True\n', 0))
print(checker.check_output('1\n', 'True\n', doctest.DONT_ACCEPT_TRUE_FOR_1))
print(checker.check_output('a ... z\n', 'a b c z\n', doctest.ELLIPSIS))
print(checker.check_output('a ... z\n', 'a b c y\n', doctest.ELLIPSIS))
print(checker.check_output('a  b\n', 'a\nb\n', doctest.NORMALIZE_WHITESPACE))
print(checker.check_output('<BLANKLINE>\n', '\n', 0))
print(checker.check_output('<BLANKLINE>\n', '\n', doctest.DONT_ACCEPT_BLANKLINE))
print(doctest.ELLIPSIS, doctest.NORMALIZE_WHITESPACE, doctest.SKIP,
      doctest.REPORT_NDIFF, doctest.FAIL_FAST, doctest.COMPARISON_FLAGS,
      doctest.REPORTING_FLAGS)

for bad in ('>>>x = 1\n', '>>> x = 1  # doctest: +NOPE\n',
            '  >>> if 1:\n ...   pass\n', '>>> 1\n  1\n x\n',
            '# doctest: +ELLIPSIS\n>>> # doctest: +ELLIPSIS\n'):
    try:
        parser.get_examples(bad, 'bad')
        print('parsed', repr(bad))
    except ValueError as e:
        print('ValueError:', e)

print(doctest.testmod(report=False))
t = doctest.TestResults(1, 2)
print(t, t.failed, t.attempted)
