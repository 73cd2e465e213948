"""A module docstring with an example.

>>> 1 + 1
2
"""
import doctest
import io
import re
import sys


def double(x):
    """Doubles x.

    >>> double(2)
    4
    >>> double(3)
    7
    >>> [double(i) for i in range(3)]
    [0, 2, 4]
    """
    return 2 * x


def quiet():
    """Prints.

    >>> print('a')
    a
    >>> quiet()
    >>> None
    >>> x = 5
    >>> x
    5
    """


def nodoc():
    pass


class Box:
    """A box.

    >>> Box(3).value
    3
    >>> Box(1).value  # doctest: +SKIP
    999
    """

    def __init__(self, value):
        self.value = value

    def grow(self):
        """Grows.

        >>> b = Box(1)
        >>> b.grow()
        >>> b.value
        2
        >>> b.value
        3
        """
        self.value += 1

    @staticmethod
    def make():
        """>>> Box.make().value
        0
        """
        return Box(0)

    @property
    def twice(self):
        """>>> Box(2).twice
        4
        """
        return self.value * 2


def flags():
    """Option flags.

    >>> list(range(20))  # doctest: +ELLIPSIS
    [0, 1, ..., 19]
    >>> print('a   b\\n c')  # doctest: +NORMALIZE_WHITESPACE
    a b c
    >>> print('x\\n\\ny')
    x
    <BLANKLINE>
    y
    >>> 1 == 1
    True
    >>> int('x')
    Traceback (most recent call last):
      ...
    ValueError: invalid literal for int() with base 10: 'x'
    >>> raise KeyError('k')  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    builtins.KeyError: other
    >>> print('no')
    >>> for i in range(2):
    ...     print(i)
    0
    1
    """


def show(text):
    text = re.sub(r'File "[^"]*[/\\]([^"/\\]+)"', r'File "\1"', text)
    print(text, end='')


for verbose in (False, True):
    saved = sys.stdout
    sys.stdout = buf = io.StringIO()
    try:
        result = doctest.testmod(verbose=verbose)
    finally:
        sys.stdout = saved
    show(buf.getvalue())
    print(result, result.failed, result.attempted)
