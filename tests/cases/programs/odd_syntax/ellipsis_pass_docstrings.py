def stub():
    ...


def documented(x):
    """Return x doubled.

    More text here.
    """
    return x * 2


class Empty:
    """Only a docstring."""


class Nothing:
    pass


class Dots:
    ...


print(stub(), documented(2), documented.__doc__.splitlines()[0], Empty.__doc__, Nothing.__doc__)
print(..., Ellipsis, ... is Ellipsis, type(...).__name__, bool(...), [1, ...][-1])
x = ...
if x:
    pass
elif x is None:
    ...
else:
    pass


def only_doc():
    "single-quoted docstring"


print(only_doc(), only_doc.__doc__, Dots.__doc__)


def lam():
    pass


print(lam.__doc__, lam.__name__, (lambda: None).__doc__)


class WithMethods:
    """Class doc."""

    def m(self):
        """Method doc."""

    @property
    def p(self):
        """Property doc."""
        return 1


print(WithMethods.__doc__, WithMethods.m.__doc__, WithMethods.p.__doc__, WithMethods().m())
