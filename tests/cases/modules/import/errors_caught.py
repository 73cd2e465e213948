# the import errors as CPython words them: str(e) and e.name
def show(src, g=None):
    try:
        exec(src, {} if g is None else g)
        print('ok', src)
    except ImportError as e:
        print(type(e).__name__, '|', e, '|', e.name)
    except Exception as e:
        print(type(e).__name__, '|', e)

show('import no_such_module_abc')
show('import no_such_module_abc.sub')
show('import math.foo')
show('import math.foo.bar')
show('import math.pi')
show('from math.foo import x')
# sys is a builtin module in CPython too: its location is unknown
show('from sys import nope')
show('from sys import argv, nope, maxsize')
show('from sys import (nope as n)')
show('from no_such_module_abc import x')
show('from . import x')
show('from .. import x')
show('from .mod import x')
show('from . import x', {'__name__': '__main__'})
show('from . import x', {'__package__': 'sys'})
show('from .. import x', {'__package__': 'sys'})
show('from .floor import x', {'__package__': 'math'})
show('from . import floor; print(floor(1.5))', {'__package__': 'math'})
show('from . import x', {'__package__': 5})
show('from . import x', {'__name__': 5})
show('from . import x', {'__package__': '', '__name__': 'a.b'})
show('from . import floor; print(floor)', {'__name__': 'math.x'})
show('import math as m; print(m.floor(2.5))', {'__name__': 'x'})
