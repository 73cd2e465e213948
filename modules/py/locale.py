"""locale for the sandbox: the C locale only.

The sandbox has no host locales. Its model is CPython started in an empty environment
(PEP 538 coerces LC_CTYPE to C.UTF-8; every other category is "C"). Setting a
category to "C", "POSIX", "C.UTF-8" (and its spellings) or "" (the environment's
choice) succeeds; any other name raises locale.Error as glibc's setlocale does for a
locale that is not installed. localeconv() is the C locale's, so the formatting
functions behave as CPython's under the C locale.
"""

import re as _re
import sys as _sys
from operator import index as _index
from collections.abc import Mapping as _Mapping

__all__ = ['getlocale', 'getdefaultlocale', 'getpreferredencoding', 'Error',
           'setlocale', 'resetlocale', 'localeconv', 'strcoll', 'strxfrm',
           'str', 'atof', 'atoi', 'format_string', 'currency',
           'LC_CTYPE', 'LC_COLLATE', 'LC_TIME', 'LC_MONETARY',
           'LC_NUMERIC', 'LC_ALL', 'CHAR_MAX', 'getencoding']

_builtin_str = str

LC_CTYPE = 0
LC_NUMERIC = 1
LC_TIME = 2
LC_COLLATE = 3
LC_MONETARY = 4
LC_MESSAGES = 5
LC_ALL = 6
CHAR_MAX = 127


class Error(Exception):
    pass


Error.__module__ = 'locale'

# glibc's category names, in the order its composite LC_ALL string lists them; the
# last six are set only through LC_ALL
_GLIBC_ORDER = ('LC_CTYPE', 'LC_NUMERIC', 'LC_TIME', 'LC_COLLATE', 'LC_MONETARY',
                'LC_MESSAGES', 'LC_PAPER', 'LC_NAME', 'LC_ADDRESS', 'LC_TELEPHONE',
                'LC_MEASUREMENT', 'LC_IDENTIFICATION')
_CATEGORY_NAME = {LC_CTYPE: 'LC_CTYPE', LC_NUMERIC: 'LC_NUMERIC', LC_TIME: 'LC_TIME',
                  LC_COLLATE: 'LC_COLLATE', LC_MONETARY: 'LC_MONETARY',
                  LC_MESSAGES: 'LC_MESSAGES'}
# the environment's locale per category (what setlocale(cat, "") picks)
_DEFAULTS = {name: 'C' for name in _GLIBC_ORDER}
_DEFAULTS['LC_CTYPE'] = 'C.UTF-8'
_current = dict(_DEFAULTS)
# names glibc accepts for the C locale, and what setlocale then reports
_C_NAMES = {'C': 'C', 'POSIX': 'C', 'C.UTF-8': 'C.UTF-8', 'C.utf8': 'C.utf8',
            'C.UTF8': 'C.UTF8', 'C.utf-8': 'C.utf-8'}


def _all_name():
    names = [_current[c] for c in _GLIBC_ORDER]
    if all(n == names[0] for n in names):
        return names[0]
    return ';'.join('%s=%s' % pair for pair in zip(_GLIBC_ORDER, names))


def _build_localename(pair):
    try:
        language, encoding = pair
    except (TypeError, ValueError):
        raise TypeError('Locale must be None, a string, or an iterable of '
                        'two strings -- language code, encoding.') from None
    if encoding is None:
        return language
    return language + '.' + encoding


def _query(category):
    if category == LC_ALL:
        return _all_name()
    name = _CATEGORY_NAME.get(category)
    if name is None:
        raise Error('locale query failed')
    return _current[name]


def setlocale(category, locale=None):
    """Sets (locale given) or returns (None) the locale of a category."""
    if locale and not isinstance(locale, _builtin_str):
        locale = _normalize(_build_localename(locale))
    category = _index(category)
    if locale is not None and not isinstance(locale, _builtin_str):
        raise TypeError('setlocale() argument 2 must be str or None, not %s'
                        % type(locale).__name__)
    if locale is None:
        return _query(category)
    if '\0' in locale:
        raise ValueError('embedded null character')
    if category == LC_ALL:
        names = _GLIBC_ORDER
    elif category in _CATEGORY_NAME:
        names = (_CATEGORY_NAME[category],)
    else:
        raise Error('unsupported locale setting')
    if locale == '':
        chosen = [_DEFAULTS[n] for n in names]
    elif locale in _C_NAMES:
        chosen = [_C_NAMES[locale]] * len(names)
    else:
        raise Error('unsupported locale setting')
    for n, value in zip(names, chosen):
        _current[n] = value
    return _query(category)


def resetlocale(category=LC_ALL):
    """Sets a category to the environment's default."""
    setlocale(category, '')


def localeconv():
    """The C locale's numeric and monetary conventions."""
    return {'int_curr_symbol': '', 'currency_symbol': '', 'mon_decimal_point': '',
            'mon_thousands_sep': '', 'mon_grouping': [], 'positive_sign': '',
            'negative_sign': '', 'int_frac_digits': CHAR_MAX, 'frac_digits': CHAR_MAX,
            'p_cs_precedes': CHAR_MAX, 'p_sep_by_space': CHAR_MAX,
            'n_cs_precedes': CHAR_MAX, 'n_sep_by_space': CHAR_MAX,
            'p_sign_posn': CHAR_MAX, 'n_sign_posn': CHAR_MAX, 'decimal_point': '.',
            'thousands_sep': '', 'grouping': []}


def _need_str(fname, which, value):
    # Argument Clinic's message: "argument N" ("argument" alone for a function of
    # one argument), and None named as None
    if not isinstance(value, _builtin_str):
        got = 'None' if value is None else type(value).__name__
        raise TypeError('%s() %s must be str, not %s' % (fname, which, got))


def strcoll(os1, os2, /):
    """Compares two strings by code point (the C locale's collation)."""
    _need_str('strcoll', 'argument 1', os1)
    _need_str('strcoll', 'argument 2', os2)
    return (os1 > os2) - (os1 < os2)


def strxfrm(string, /):
    """The C locale's sort key of a string: the string itself."""
    _need_str('strxfrm', 'argument', string)
    return string


def _c_name_parts(name):
    # (language, encoding) of a C-locale name as getlocale reports it: CPython's
    # alias table maps C.UTF-8 to en_US.UTF-8
    if name == 'C':
        return None, None
    return 'en_US', 'UTF-8'


def getlocale(category=LC_CTYPE):
    """(language code, encoding) of a category's locale; (None, None) for C."""
    name = setlocale(category)
    if category == LC_ALL and ';' in name:
        raise TypeError('category LC_ALL is not supported')
    return _c_name_parts(name)


def getdefaultlocale(envvars=('LC_ALL', 'LC_CTYPE', 'LANG', 'LANGUAGE')):
    """(language code, encoding) of the environment's locale."""
    return _c_name_parts(_DEFAULTS['LC_CTYPE'])


def getencoding():
    """The encoding of the current LC_CTYPE (glibc's name for plain C's ASCII)."""
    return 'ANSI_X3.4-1968' if _current['LC_CTYPE'] == 'C' else 'UTF-8'


def getpreferredencoding(do_setlocale=True):
    """'utf-8' in UTF-8 mode, else the locale encoding."""
    if _sys.flags.utf8_mode:
        return 'utf-8'
    return getencoding()


def _normalize(localename):
    # CPython's normalize() for the C locale's names; other names are left as they
    # are (none of them can be set here)
    key = localename.lower().replace('-', '').replace('_', '')
    if key in ('c', 'posix'):
        return 'C'
    if key in ('c.utf8',):
        return 'en_US.UTF-8'
    return localename


# a %-conversion: optional (key), flags/width/precision, the conversion letter
_percent_re = _re.compile(r'%(?:\((?P<key>.*?)\))?'
                          r'(?P<modifiers>[-#0-9 +*.hlL]*?)[eEfFgGdiouxXcrs%]')


def _format(percent, value, grouping=False, monetary=False, *additional):
    # one conversion; under the C locale there is no grouping and '.' stays '.'
    if additional:
        return percent % ((value,) + additional)
    return percent % value


def format_string(f, val, grouping=False, monetary=False):
    """f % val, each conversion formatted for the locale (the C locale here)."""
    specs = list(_percent_re.finditer(f))
    template = _percent_re.sub('%s', f)
    pieces = []
    if isinstance(val, _Mapping):
        for m in specs:
            spec = m.group()
            pieces.append('%' if spec[-1] == '%' else _format(spec, val))
    else:
        args = val if isinstance(val, tuple) else (val,)
        at = 0
        for m in specs:
            spec = m.group()
            if spec[-1] == '%':
                pieces.append('%')
                continue
            stars = m.group('modifiers').count('*')
            pieces.append(_format(spec, args[at], grouping, monetary,
                                  *args[at + 1:at + 1 + stars]))
            at += 1 + stars
    return template % tuple(pieces)


def currency(val, symbol=True, grouping=False, international=False):
    """Formats a number as money: impossible under the C locale."""
    conv = localeconv()
    if conv['int_frac_digits' if international else 'frac_digits'] == CHAR_MAX:
        raise ValueError("Currency formatting is not possible using the 'C' locale.")
    raise AssertionError('unreachable')


def str(val):
    """A float as str() would give it, with the locale's decimal point."""
    return _format('%.12g', val)


def localize(string, grouping=False, monetary=False):
    """A normalized number string in the locale's format (unchanged under C)."""
    return string


def delocalize(string):
    """A locale number string in normalized form (unchanged under C)."""
    return string


def atof(string, func=float):
    """A locale number string as a float (or through func)."""
    return func(delocalize(string))


def atoi(string):
    """A locale number string as an int."""
    return int(delocalize(string))
