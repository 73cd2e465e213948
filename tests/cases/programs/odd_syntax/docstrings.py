"""Module docstring here."""
def f():
    """Function doc."""
    return 1
def g():
    x = 1
    """not a docstring"""
    return x
def h(): "one-liner doc"; return 2
class C:
    """Class doc.

    Multi-line."""
    def m(self):
        '''method doc'''
    @property
    def p(self):
        """prop doc"""
        return 1
    @staticmethod
    def s():
        r"""raw \doc"""
class NoDoc: pass
lam = lambda: None
print(repr(__doc__), f.__doc__, g.__doc__, h.__doc__)
print(C.__doc__)
print(C.m.__doc__, C.p.__doc__, C.s.__doc__, NoDoc.__doc__, lam.__doc__)
f.__doc__ = "changed"; print(f.__doc__)
print(repr(__doc__))
def fdoc():
    f"""f-string is not a docstring"""
print(fdoc.__doc__)
def bdoc():
    b"""bytes is not a docstring"""
print(bdoc.__doc__)
def concat_doc():
    "part one " "part two"
print(concat_doc.__doc__)
class D(C): pass
print(D.__doc__, D().m.__doc__)
def gen():
    """generator doc"""
    yield 1
print(gen.__doc__, gen.__name__, gen.__qualname__)
