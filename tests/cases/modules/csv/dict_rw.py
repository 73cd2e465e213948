# csv.DictReader and csv.DictWriter: field names from the first row or given, restkey
# and restval for long and short rows, blank lines skipped, line_num, extrasaction and
# its errors, writeheader and write()'s return values, dialect arguments passed through.
import csv
import io


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


text = 'name,age,city\r\nann,31,Oslo\r\n\r\nbob,25\r\ncy,40,Rome,extra,more\r\n"d, e",,""\r\n'
r = csv.DictReader(io.StringIO(text))
print(r.line_num, r.fieldnames, r.line_num)
for row in r:
    print(r.line_num, row)
print(r.line_num)

r = csv.DictReader(text.splitlines(True), restkey='REST', restval='?')
print(list(r))
r = csv.DictReader(['1;2', '3;4;5'], fieldnames=['a', 'b'], delimiter=';')
print(r.fieldnames, list(r), r.line_num)
r = csv.DictReader([])
print(r.fieldnames, list(r))
r = csv.DictReader(['', '', 'a,b', '1,2'])
print(r.fieldnames, list(r))
r = csv.DictReader(['a,a,b', '1,2,3'])
print(list(r))
r = csv.DictReader(['a\tb', '1\t2'], dialect='excel-tab')
print(list(r), r.dialect)
r = csv.DictReader(['x'])
r.fieldnames = ['f']
print(list(r))
show(lambda: next(csv.DictReader(['a,b', '"1'], strict=True)))
show(lambda: csv.DictReader(['a'], delimiter='ab'))

out = io.StringIO()
w = csv.DictWriter(out, fieldnames=['name', 'n', 'note'])
print(w.writeheader())
print(w.writerow({'name': 'ann', 'n': 1, 'note': 'a,b'}))
print(w.writerow({'name': 'bob'}))
print(w.writerows([{'n': 2.5}, {'note': None}, {}]))
show(lambda: w.writerow({'name': 'x', 'zzz': 1}))
show(lambda: w.writerow({'zzz': 1}))
show(lambda: w.writerow({1: 1}))
show(lambda: w.writerow(5))
print(repr(out.getvalue()))

out = io.StringIO()
w = csv.DictWriter(out, ['a', 'b'], restval='-', extrasaction='ignore', quoting=csv.QUOTE_ALL)
w.writeheader()
w.writerow({'a': 1, 'c': 3})
w = csv.DictWriter(out, ('a', 'b'), extrasaction='IGNORE', dialect='unix')
w.writerow({'b': 2, 'c': 3})
print(repr(out.getvalue()), w.extrasaction, w.fieldnames, w.restval)
show(lambda: csv.DictWriter(out, ['a'], extrasaction='drop'))
show(lambda: csv.DictWriter(out))
show(lambda: csv.DictWriter(5, ['a']))
show(lambda: csv.DictWriter(out, ['a'], lineterminator=None))

# round trip through DictWriter and DictReader
out = io.StringIO()
names = ['k', 'v w', 'q"']
w = csv.DictWriter(out, names)
w.writeheader()
for i in range(5):
    w.writerow({'k': i, 'v w': 'line\nbreak' * (i % 2), 'q"': '"' * i})
back = list(csv.DictReader(io.StringIO(out.getvalue(), newline='')))
print(back)
