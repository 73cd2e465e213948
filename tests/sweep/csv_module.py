# The csv module: the reader's state machine (quoted, escaped, multi-line and numeric
# fields), the writer's quoting and escaping, dialect validation and the registry,
# DictReader/DictWriter, a csv.Error caught by its class, and the Sniffer.
import csv
import io

out = io.StringIO()
w = csv.writer(out, lineterminator='\n')
w.writerow(['a', 'b,c', 'd"e', None, 1, 2.5, ''])
w.writerows([['x\ny', 'é'], [''], []])
q = csv.writer(out, quoting=csv.QUOTE_NONE, escapechar='\\')
q.writerow(['p,q', 'r"s'])
print(repr(out.getvalue()))
print(list(csv.reader(io.StringIO(out.getvalue(), newline=''), escapechar='\\')))
print(list(csv.reader(['1,"2",x'], quoting=csv.QUOTE_ALL)))
print(list(csv.reader(['3.5,"s"'], quoting=csv.QUOTE_NONNUMERIC)))
r = csv.reader(['a,"multi', 'line",b', ''])
print(list(r), r.line_num)
csv.register_dialect('semi', delimiter=';', quoting=csv.QUOTE_MINIMAL)
print(list(csv.reader(['1;2'], 'semi')), csv.list_dialects())
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(['a,b'])
except csv.Error as e:
    print('Error', e)
try:
    csv.reader([], delimiter='ab')
except TypeError as e:
    print('TypeError', e)
dw = csv.DictWriter(out, ['k', 'v'])
dw.writeheader()
dw.writerow({'k': 1})
print(list(csv.DictReader(['k,v', '1,2', '3'])))
d = csv.Sniffer().sniff('a;b;c\n1;2;3\n')
print(d.delimiter, csv.Sniffer().has_header('name,n\nx,1\ny,2\n'))
