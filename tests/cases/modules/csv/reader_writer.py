# csv: the attributes of _csv.Dialect, reader and writer (read-only ones included),
# dialects from classes, instances and names, write() return values, str subclasses,
# multi-line quoted fields, line_num, escapes and non-ASCII delimiters.
import csv, io, _csv
def t(f):
    try:
        r = f()
        print(type(r).__name__ if type(r).__name__ in ('reader', 'writer', 'Dialect') else repr(r))
    except Exception as e:
        print(type(e).__module__, type(e).__name__, e)
d = _csv.Dialect(delimiter=';')
for a in ['delimiter','quotechar','escapechar','lineterminator','quoting','doublequote','skipinitialspace','strict']:
    t(lambda: getattr(d, a))
    def s(): setattr(d, a, 1)
    t(s)
t(lambda: setattr(d, 'foo', 1))
r = csv.reader(['a'])
t(lambda: setattr(r, 'line_num', 5))
t(lambda: setattr(r, 'dialect', 5))
t(lambda: setattr(r, 'foo', 5))
w = csv.writer(io.StringIO())
t(lambda: setattr(w, 'dialect', 5))
t(lambda: w.writerows(5))
t(lambda: w.writerows([[1],[2]]))
t(lambda: w.writerow())
t(lambda: w.writerow([1],[2]))
t(lambda: _csv.Dialect('excel', ';', True, None, '\n', "'", 0, False, True, 1))
t(lambda: _csv.Dialect(1,2))
t(lambda: _csv.Dialect(dialect=d) is d)
t(lambda: _csv.Dialect(d) is d)
t(lambda: _csv.Dialect(csv.excel).delimiter)
t(lambda: _csv.Dialect(csv.excel()).delimiter)
t(lambda: csv.get_dialect('excel'))
t(lambda: type(csv.get_dialect('excel')))
t(lambda: csv.get_dialect('excel') is csv.get_dialect('excel'))
class D(csv.Dialect):
    delimiter = 'xx'
t(lambda: D())
t(lambda: csv.reader([], D))
class E(csv.excel): pass
t(lambda: E()._valid)
t(lambda: csv.excel.__mro__)
t(lambda: csv.reader.__name__)
t(lambda: d == _csv.Dialect(delimiter=';'))
t(lambda: csv.reader([], 'excel', 1))
t(lambda: csv.reader([], dialect='excel', delimiter=';').dialect.delimiter)
class S(str): pass
t(lambda: list(csv.reader([S('a,b')])))
t(lambda: w.writerow([S('a,b')]))
t(lambda: csv.writer(io.StringIO()).writerow(iter([1,2])))
class W:
    def write(self, s): print('W', repr(s)); return 'ret'
t(lambda: csv.writer(W()).writerow([1,2]))
t(lambda: csv.writer(W()).writerows([[1,2],[3]]))
class W2:
    write = 5
t(lambda: csv.writer(W2()))
t(lambda: list(csv.reader(['a,"b', 'c"d', 'e'])))
t(lambda: list(csv.reader(['a,"b\n', 'c"d\n', 'e'])))
t(lambda: list(csv.reader(['a,b\r\n', '\n', '', 'c'])))
t(lambda: list(csv.reader('a,b\nc,d\n'.splitlines(True))))
t(lambda: list(csv.reader(io.StringIO('a,b\r\nc,"d\r\ne"\r\n'))))
r = csv.reader(['a', '"b', 'c"', 'd'])
t(lambda: [(x, r.line_num) for x in r])
t(lambda: list(csv.reader(['"ab"cd,e'])))
t(lambda: list(csv.reader(['  a, b,  "c"'], skipinitialspace=True)))
t(lambda: list(csv.reader(['a\\,b,c\\'], escapechar='\\')))
t(lambda: list(csv.reader(['"a\\"b",c'], escapechar='\\')))
t(lambda: list(csv.reader(['"a\\', 'b",c'], escapechar='\\')))
t(lambda: list(csv.reader(['a,"b"'], quoting=csv.QUOTE_NONE)))
t(lambda: list(csv.reader(['1,"2",3.5,,x'], quoting=csv.QUOTE_NONNUMERIC)))
t(lambda: list(csv.reader(['1, 2'], quoting=csv.QUOTE_NONNUMERIC)))
t(lambda: list(csv.reader(['é,ü"x"'], delimiter='ü')))
t(lambda: csv.writer(io.StringIO(), delimiter='ü').writerow(['aüb', 'é']))
from fractions import Fraction
class Num:
    def __float__(self): return 1.5
    def __str__(self): return 'num'
class NotNum:
    def __str__(self): return 'not, num'
class S2(str):
    def __str__(self): return 'never'
t(lambda: csv.writer(W(), quoting=csv.QUOTE_NONNUMERIC).writerow([Num(), NotNum(), Fraction(1, 3), S2('s'), b'x', 2**80, -0.0, float('inf')]))
t(lambda: csv.writer(W()).writerow([NotNum(), S2('a"b')]))
t(lambda: csv.writer(W(), quoting=csv.QUOTE_ALL).writerow(['', None, 1, 'a']))
t(lambda: csv.writer(W(), quoting=csv.QUOTE_ALL).writerow([]))
t(lambda: csv.writer(W(), quoting=csv.QUOTE_ALL).writerow(['']))
t(lambda: csv.writer(W(), quoting=csv.QUOTE_NONE, escapechar='$').writerow(['a,b', 'c$d', 'e"f', 'g\r\nh']))
t(lambda: csv.writer(W(), lineterminator='XY').writerow(['aXb', 'cYd', 'e', 'X']))
t(lambda: csv.writer(W(), lineterminator='').writerow(['a', 'b']))
t(lambda: csv.writer(W(), dialect='unix').writerow(['a', 1, None]))
t(lambda: csv.writer(W(), dialect='excel-tab').writerow(['a\tb', 'c']))
t(lambda: csv.writer(W(), csv.unix_dialect, quoting=csv.QUOTE_MINIMAL).writerow(['a', 'b c']))
t(lambda: list(csv.reader(['a\tb', '"c\td"\te'], 'excel-tab')))
t(lambda: list(csv.reader(['"a","b"', '"c"'], dialect=csv.unix_dialect)))
t(lambda: list(csv.reader(['a;b'], csv.excel, delimiter=';')))
t(lambda: list(csv.reader(['"a""b",c'], doublequote=False)))
t(lambda: list(csv.reader(['"a""b",c'], doublequote=False, strict=True)))
t(lambda: list(csv.reader(['"a"b'], strict=True)))
t(lambda: list(csv.reader(["'a''b';c"], delimiter=';', quotechar="'")))
t(lambda: list(csv.reader(['a,"b', 'c'], strict=True)))
t(lambda: list(csv.reader(['a,b\\'], escapechar='\\', strict=True)))
t(lambda: list(csv.reader(['x\\', 'y'], escapechar='\\')))
t(lambda: list(csv.reader(['x\\\r\n', 'y'], escapechar='\\')))
t(lambda: list(csv.reader(['"x\\\r\n', 'y"'], escapechar='\\')))
t(lambda: list(csv.reader(['a', '\r\n', '\r', ' ', 'b\n'])))
t(lambda: list(csv.reader(['a\nb'])))
t(lambda: list(csv.reader(['a\n\n'])))
t(lambda: list(csv.reader(['a\r\r\n'])))
t(lambda: list(csv.reader(['"a\rb"\n'])))
t(lambda: list(csv.reader([' "a" , "b"'], skipinitialspace=True)))
t(lambda: list(csv.reader(['"a" ,"b"'])))
t(lambda: list(csv.reader(['a,', ',', ',,'])))
t(lambda: list(csv.reader(['"'])))
t(lambda: list(csv.reader(['""'])))
t(lambda: list(csv.reader(['"",""'])))
t(lambda: list(csv.reader(['1,2'], quoting=csv.QUOTE_NONNUMERIC, quotechar=None)))
t(lambda: list(csv.reader(['nan,"1",inf, 1e3 ,-0'], quoting=csv.QUOTE_NONNUMERIC)))
t(lambda: list(csv.reader(['"a",b'], quoting=csv.QUOTE_NONE)))
t(lambda: list(csv.reader(['a\x00b,\x00'])))
t(lambda: list(csv.reader(iter(['a', 'b']))))
t(lambda: list(csv.reader(io.StringIO('x,y\r\n"1\r\n2",3'))))
def gen():
    yield 'a,b'
    raise KeyError('boom')
t(lambda: list(csv.reader(gen())))
r = csv.reader(['a', 1, 'b'])
t(lambda: next(r))
t(lambda: next(r))
t(lambda: (next(r), r.line_num))
t(lambda: next(r))
t(lambda: iter(r) is r)
