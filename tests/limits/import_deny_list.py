# --deny-import: the listed modules are missing (repeatable), from every import form,
# and the note leaves them out; the others still work.
# pyeval: --deny-import math,copy --deny-import typing
# expect-stdout: ok 0123456789
# expect-stdout: 1 No module named 'math'
# expect-stdout: 2 No module named 'math'
# expect-stdout: 3 No module named 'copy'
# expect-stdout: 4 No module named 'math'
# expect-stderr: ModuleNotFoundError: No module named 'typing'
# expect-stderr: pyeval: the host does not allow this module; available modules: abc,
# expect-stdout: listed False False False True
# expect-exit: 1
import string, sys
print('ok', string.digits)
for i, src in enumerate(['import math', 'from math import pi', 'import copy as c',
                         '__import__("math", fromlist=["pi"])'], 1):
    try:
        exec(src)
    except ModuleNotFoundError as e:
        print(i, e)
print('math' in sys.modules)
try:
    import typing
except ModuleNotFoundError as e:
    listed = e.__notes__[0].split('available modules: ')[1].split(', ')
    print('listed', 'math' in listed, 'copy' in listed, 'typing' in listed, 'sys' in listed)
import typing
