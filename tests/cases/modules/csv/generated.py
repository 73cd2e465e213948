# csv over generated dialects (a fixed linear congruential sequence picks delimiter,
# quotechar, escapechar, doublequote, quoting, lineterminator, skipinitialspace and
# strict) and rows of tricky fields: each row is written (the text and write()'s return
# value, or the error) and read back with the same dialect (the rows, or the error).
import csv
import io

state = 2024


def rnd(n):
    global state
    state = (state * 1103515245 + 12345) % 2**31
    return state % n


DELIMS = [',', ';', '\t', '|', ' ', 'é']
QUOTES = ['"', "'", None, '|']
ESCAPES = [None, '\\', '"', 'é']
TERMS = ['\r\n', '\n', '\r', '!!', '\n\r']
PIECES = ['a', 'b c', ' ', ',', ';', '"', "'", '\\', '\n', '\r', '\t', '|', 'é', '1',
          '2.5', '-3', '', 'x"y', '!', 'ü']


def field():
    k = rnd(8)
    if k == 0:
        return None
    if k == 1:
        return rnd(1000) - 500
    if k == 2:
        return rnd(1000) / 8
    return ''.join(PIECES[rnd(len(PIECES))] for _ in range(rnd(5)))


def params():
    kw = {'delimiter': DELIMS[rnd(len(DELIMS))]}
    if rnd(3):
        kw['quotechar'] = QUOTES[rnd(len(QUOTES))]
    if rnd(2):
        kw['escapechar'] = ESCAPES[rnd(len(ESCAPES))]
    if rnd(2):
        kw['doublequote'] = bool(rnd(2))
    if rnd(3):
        kw['quoting'] = rnd(4)
    if rnd(2):
        kw['lineterminator'] = TERMS[rnd(len(TERMS))]
    if rnd(3) == 0:
        kw['skipinitialspace'] = True
    if rnd(3) == 0:
        kw['strict'] = True
    return kw


def err(e):
    return '%s: %s' % (type(e).__name__, e)


for case in range(400):
    kw = params()
    rows = [[field() for _ in range(rnd(4))] for _ in range(1 + rnd(3))]
    out = io.StringIO()
    try:
        w = csv.writer(out, **kw)
    except (TypeError, csv.Error) as e:
        print(case, kw, err(e))
        continue
    results = []
    for row in rows:
        try:
            results.append(w.writerow(row))
        except (csv.Error, ValueError) as e:
            results.append(err(e))
    text = out.getvalue()
    print(case, kw, rows)
    print('  wrote', results, repr(text))
    try:
        back = list(csv.reader(io.StringIO(text, newline=''), **kw))
        print('  read', back)
    except (csv.Error, ValueError) as e:
        print('  read', err(e))
    r = csv.reader(text.splitlines(True), **kw)
    try:
        for row in r:
            pass
        print('  lines', r.line_num)
    except (csv.Error, ValueError) as e:
        print('  lines', r.line_num, err(e))
