# Random patterns (atoms, groups, alternations, lookarounds, atomic groups, repeats, named
# groups, back-references) under four flag sets, on eight subjects: every result compared.
import random, sys
random.seed(11)
atoms = ['a', 'b', 'c', '.', r'\d', r'\w', r'\s', r'\W', '[abc]', '[^a]', '[a-c]', r'\b', '^', '$', r'\Z', r'\A', 'é', '[é-ü]', r'\n', ' ', r'[\s\d]', r'[^\w]', r'(?i:a)', '\\1']
def gen(d=0):
    out = ''
    for _ in range(random.randint(1, 4)):
        r = random.random()
        if r < 0.5 or d > 2: out += random.choice(atoms)
        elif r < 0.6: out += '(' + gen(d+1) + ')'
        elif r < 0.65: out += '(?:' + gen(d+1) + '|' + gen(d+1) + ')'
        elif r < 0.7: out += '(?P<n%d>' % random.randint(0,3) + gen(d+1) + ')'
        elif r < 0.75: out += '(?=' + gen(d+1) + ')'
        elif r < 0.8: out += '(?<=' + random.choice(atoms) + ')'
        elif r < 0.85: out += '(?>' + gen(d+1) + ')'
        else: out += '(' + gen(d+1) + ')' + random.choice(['*', '+', '?', '{2}', '{1,2}', '*?', '+?', '??', '*+', '{,2}'])
        if random.random() < 0.2: out += random.choice(['*', '+', '?', '*?', '+?'])
    return out
pats = [gen() for _ in range(50)]
subs = ['abc', 'aab\nbc', 'é ü a1 b2', '', 'a\n', 'ccc bab', 'x_y Z9', 'aaaa']
print('import re')
print('pats = %r' % pats)
print('subs = %r' % subs)
print('''
for p in pats:
    for fl in (0, re.I, re.M | re.S, re.A):
        try:
            r = re.compile(p, fl)
        except re.error as e:
            print(repr(p), 'error', e)
            break
        except Exception as e:
            print(repr(p), type(e).__name__)
            break
        for s in subs:
            print(repr(p), fl, repr(s), [m.span() for m in r.finditer(s)], r.findall(s), r.sub('-', s), r.split(s), r.match(s) and r.match(s).regs, r.fullmatch(s) is None)
''')
