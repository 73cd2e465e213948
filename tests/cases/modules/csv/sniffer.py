# csv.Sniffer: sniff (quote-and-delimiter guessing, the frequency fallback, the
# preferred list, restricted delimiters, doublequote and skipinitialspace) and
# has_header on hand-made and generated samples.
import csv

state = 77


def rnd(n):
    global state
    state = (state * 1103515245 + 12345) % 2**31
    return state % n


def describe(d):
    return (d.delimiter, d.quotechar, d.doublequote, d.skipinitialspace,
            d.lineterminator, d.quoting, d.escapechar, d._name)


def sniff(sample, delimiters=None):
    s = csv.Sniffer()
    try:
        d = s.sniff(sample, delimiters)
    except csv.Error as e:
        return 'Error: %s' % e
    try:
        rows = list(csv.reader(sample.splitlines(), d))[:3]
    except csv.Error as e:
        rows = 'Error: %s' % e
    return describe(d), rows


def header(sample):
    try:
        return csv.Sniffer().has_header(sample)
    except csv.Error as e:
        return 'Error: %s' % e


samples = [
    'a,b,c\n1,2,3\n4,5,6\n',
    'name;age\n"Smith, J";42\n"Doe";7\n',
    "'a' , 'b'\n'c' , 'd'\n",
    'x\ty\tz\n1\t2\t3\n',
    'one two three\nfour five six\n',
    'a:b:c\nd:e:f\n',
    '"a ""quoted"" word",b\n"c",d\n',
    '"only"\n"quoted"\n"column"\n',
    'abc\ndef\n',
    '',
    'a,b;c\n1,2;3\n4,5;6\n',
    'a|b|c\n1|2|3\n',
    '"a","b"\n"1","2"\n',
    'a, b, c\n1, 2, 3\n',
    'Title,Year,Score\nAlien,1979,8.5\nHeat,1995,8.3\n',
    'h1,h2\n1,2\n3,4\n',
    'a,b\n1,2\nx,y\n',
    'col\n1\n2\n3\n',
    'id;name\n1;ann\n2;bob\n3;cy\n',
]
for s in samples:
    print(repr(s), sniff(s), header(s) if s else '-')
print(sniff('a;b,c\n1;2,3\n', delimiters=';'))
print(sniff('a;b,c\n1;2,3\n', delimiters=','))
print(sniff('a;b,c\n1;2,3\n', delimiters='|'))
print(csv.Sniffer().preferred)

alphabet = ['a', 'b', '1', '22', ' ', 'x y', '"q"', "'", '3.5', '']
for case in range(40):
    delim = ',;\t| :'[rnd(6)]
    ncols = 1 + rnd(4)
    lines = []
    for _ in range(1 + rnd(6)):
        cells = [alphabet[rnd(len(alphabet))] for _ in range(ncols)]
        lines.append(delim.join(cells))
    sample = '\n'.join(lines) + '\n' * rnd(2)
    print(case, repr(sample), sniff(sample), header(sample))
