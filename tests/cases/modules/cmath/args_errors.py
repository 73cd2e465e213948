# cmath argument conversion (__complex__, __float__, __index__, bool, big ints), the
# argument-count messages, isclose's tolerances, and the constants.
import cmath


class C:
    def __complex__(self):
        return 3 + 4j


class F:
    def __float__(self):
        return 0.25


class I:
    def __index__(self):
        return 7


class Both:
    def __complex__(self):
        return 1j

    def __float__(self):
        return 2.0


class BadC:
    def __complex__(self):
        return 'x'


class BadF:
    def __float__(self):
        return 1


def show(f, *args, **kw):
    try:
        print(repr(f(*args, **kw)))
    except Exception as e:
        print(type(e).__name__, e)


for v in [C(), F(), I(), Both(), True, 10**20, 2**2000, 'a', None, [1], BadC(), BadF()]:
    show(cmath.sqrt, v)
    show(cmath.phase, v)
    show(cmath.rect, v, 0)
show(cmath.rect, 1j, 0)
show(cmath.rect, 1, 1j)
show(cmath.rect, 2, 0.5)
show(cmath.rect, -0.0, -0.0)
show(cmath.polar, C())
show(cmath.polar, complex(1e308, 1e308))
show(cmath.log, 8, 2)
show(cmath.log, 100, 10)
show(cmath.log, C(), C())
show(cmath.log, 0, 'a')
show(cmath.log, 'a', 0)
show(cmath.log)
show(cmath.log, 1, 2, 3)
show(cmath.log, x=1)
show(cmath.sqrt)
show(cmath.sqrt, 1, 2)
show(cmath.sqrt, z=1)
show(cmath.rect, 1)
show(cmath.phase)
show(cmath.polar, 1, 2)
show(cmath.isinf)
show(cmath.isclose, 1, 1 + 1e-10j)
show(cmath.isclose, 1, 1.1, rel_tol=0.2)
show(cmath.isclose, 1, 1.1, abs_tol=0.2)
show(cmath.isclose, a=1j, b=1j)
show(cmath.isclose, 1, 2, 3)
show(cmath.isclose, 1)
show(cmath.isclose, 1, 2, rel_tol=-1)
show(cmath.isclose, 1, 2, abs_tol=-1)
show(cmath.isclose, 1, 2, rel_tol='a')
show(cmath.isclose, 1, 2, rel_tol=1j)
show(cmath.isclose, 1, 2, tol=1)
show(cmath.isclose, complex(float('inf'), 0), complex(float('inf'), 0))
show(cmath.isclose, complex(float('inf'), 0), complex(float('-inf'), 0))
show(cmath.isclose, float('nan'), float('nan'))
show(cmath.isclose, 1e308j, -1e308j)
show(cmath.isclose, 0, 1e-300, abs_tol=1e-299)
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.nan, cmath.infj, cmath.nanj)
print(type(cmath.pi), type(cmath.infj), cmath.infj.real, cmath.nanj.real)
print(sorted(n for n in dir(cmath) if not n.startswith('_')))
print(cmath.exp(1j * cmath.pi), cmath.sqrt(-4), cmath.acos(2), cmath.atanh(1 + 0j) if 0 else '')
show(cmath.atanh, 1)
show(cmath.atanh, -1)
show(cmath.log, 0)
show(cmath.log10, 0)
show(cmath.exp, 1000)
show(cmath.cosh, complex(1000, 1))
show(cmath.sinh, complex(-1000, 1))
show(cmath.exp, complex(0, float('inf')))
show(cmath.log, 1, 1)
show(cmath.log, 0, 2)
show(cmath.rect, r=1)
