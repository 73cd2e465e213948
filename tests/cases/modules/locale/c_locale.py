# locale under the C locale: setting and querying categories (after forcing "C", so the
# host environment does not matter), localeconv, the formatting helpers and the errors.
import locale as L

print(L.setlocale(L.LC_ALL, 'C'), L.setlocale(L.LC_ALL), L.getlocale(),
      L.getlocale(L.LC_NUMERIC))
print(L.setlocale(L.LC_NUMERIC, 'POSIX'), L.setlocale(L.LC_CTYPE, 'C.UTF-8'),
      L.getlocale(), L.setlocale(L.LC_CTYPE))
print(L.setlocale(L.LC_ALL))
try:
    L.getlocale(L.LC_ALL)
except TypeError as e:
    print('TypeError', e)
print(L.setlocale(L.LC_ALL, ('C', None)), L.setlocale(L.LC_TIME, 'C.utf8'),
      L.setlocale(L.LC_TIME))
L.setlocale(L.LC_ALL, 'C')
print(type(L.setlocale(L.LC_ALL, '')).__name__)
L.setlocale(L.LC_ALL, 'C')
print(L.LC_CTYPE, L.LC_NUMERIC, L.LC_TIME, L.LC_COLLATE, L.LC_MONETARY, L.LC_MESSAGES,
      L.LC_ALL, L.CHAR_MAX)
print(sorted(L.localeconv().items()))
print(L.getencoding(), L.Error.__mro__, L.Error.__module__)
print(L.format_string('%d items %.2f%%', (3, 2.5)), L.format_string('%5.1f', 3.14159),
      L.format_string('%(a)s %%', {'a': 1}), repr(L.format_string('%*d|%-5s', (4, 7, 'x'))),
      L.format_string('%s', (1, 2)), L.format_string('%.3e', 12345.678, True),
      L.format_string('%d', 1234567, grouping=True), L.format_string('%r', 'x'))
print(L.str(3.14159265358979), L.str(1e20), L.atof('1.5'), L.atof('2', int), L.atoi('42'),
      L.delocalize('1,234.5'), L.localize('1234.5', True), L.strcoll('a', 'b'),
      L.strcoll('b', 'a'), L.strcoll('a', 'a'), L.strxfrm('abc'))
for f in [lambda: L.currency(5), lambda: L.currency(5, international=True),
          lambda: L.atoi('1.5'), lambda: L.atof('x'),
          lambda: L.format_string('%s %s', (1,)), lambda: L.format_string('%d', 'x'),
          lambda: L.format_string('100%', ()), lambda: L.strcoll(1, 'b'),
          lambda: L.strxfrm(None), lambda: L.setlocale(L.LC_ALL, 'en_US.UTF-8'),
          lambda: L.setlocale(L.LC_ALL, 'c'), lambda: L.setlocale(99, 'C'),
          lambda: L.setlocale(-1), lambda: L.setlocale(L.LC_ALL, ('C', 'UTF-8')),
          lambda: L.setlocale(L.LC_ALL, 5), lambda: L.setlocale(L.LC_ALL, ['C']),
          lambda: L.setlocale(L.LC_ALL, 0), lambda: L.setlocale('x'),
          lambda: L.setlocale(L.LC_ALL, 'C\0'), lambda: L.setlocale(L.LC_ALL, 'de_DE')]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
