# RegexFlag reprs and arithmetic.
import re

for f in [re.I, re.M, re.S, re.X, re.A, re.U, re.L, re.IGNORECASE, re.NOFLAG,
          re.I | re.M, re.M | re.I, re.I | re.S | re.X, re.A | re.I]:
    print(repr(f), int(f), isinstance(f, int))
print(re.I | 8, 8 | re.I, re.I & re.I, re.I + 0, type(re.I | re.M).__name__)
print(re.compile('a', re.I | re.M).flags, re.compile(b'a').flags, re.compile('a').flags)
print(re.compile('(?i)a').flags, re.compile('(?s)(?m)a').flags)
print(re.compile('(?x) a').pattern, re.compile('(?x) a').match('a'))
print(re.RegexFlag.IGNORECASE, re.RegexFlag.I is re.I, re.RegexFlag.NOFLAG, re.I.name, re.I.value)
print(re.RegexFlag.__name__, isinstance(re.M, re.RegexFlag), re.RegexFlag(8))
