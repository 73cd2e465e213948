# --allow-import: only the listed modules (repeatable, the lists add up); the rest are
# missing, with CPython's message and a note listing what the host allows.
# pyeval: --allow-import math --allow-import=string,keyword
# expect-stdout: allowed 2 0123456789 True
# expect-stdout: refused No module named 'sys' sys
# expect-stdout: dunder No module named 'copy'
# expect-stderr: ModuleNotFoundError: No module named 'typing'
# expect-stderr: pyeval: the host does not allow this module; available modules: keyword, math, string
# expect-exit: 1
import math, string, keyword
print('allowed', math.floor(2.5), string.digits, keyword.iskeyword('if'))
try:
    import sys
except ModuleNotFoundError as e:
    print('refused', e, e.name)
try:
    __import__('copy')
except ImportError as e:
    print('dunder', e)
from typing import List
