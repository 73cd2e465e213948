# Random patterns with conditionals, named and numbered back-references, scoped flags,
# possessive and counted repeats, str and bytes, four flag sets; finditer, split, search
# with pos/endpos, Match.regs/lastindex/lastgroup/groupdict, subn with templates.
import random, sys
random.seed(7)
atoms = ['a', 'b', 'ab', '.', r'\d', r'\w+', r'\s*', '[a-c]+', '[^ab]', r'[\w-]', r'\b', '^', '$', r'\Z',
         'é', r'\x41', r'\101', r'\t', '[.]', r'\.', r'(?i:B)', r'(?-i:a)', r'(?s:.)', r'(?m:^)', r'\S', r'[^\S\n]',
         'a{2}', 'b{1,}', 'a{,3}', 'x{', r'(?P=g)', r'\1', r'(?(1)a|b)', r'(?(g)x)', 'a*+', 'b?+', '(?#c)']
def gen(d=0):
    out = ''
    for _ in range(random.randint(1, 4)):
        r = random.random()
        if r < 0.55 or d > 2: out += random.choice(atoms)
        elif r < 0.65: out += '(' + gen(d+1) + ')'
        elif r < 0.7: out += '(?P<g>' + gen(d+1) + ')'
        elif r < 0.75: out += '(?:' + gen(d+1) + '|' + gen(d+1) + ')'
        elif r < 0.8: out += '(?!' + gen(d+1) + ')'
        elif r < 0.85: out += '(?<!' + random.choice(['a', 'ab', r'\d', '[xy]']) + ')'
        else: out += '(?:' + gen(d+1) + ')' + random.choice(['*', '+', '?', '{2}', '{1,3}', '*?', '+?', '??', '++', '{0,2}?'])
    return out
pats = [gen() for _ in range(40)]
subs = ['abc', 'aab\nbc', 'é A1 b2', '', 'b\n', 'xx ab ba', 'a.b-c', 'aaaa']
reps = [r'[\g<0>]', r'\1', '-', r'\g<1>\g<1>', 'x\\n']
print('import re')
print('pats = %r' % pats)
print('subs = %r' % subs)
print('reps = %r' % reps)
print('''
for i, p in enumerate(pats):
    for fl in (0, re.I | re.M, re.X, re.A | re.S):
        for pp in (p, p.encode('utf-8')):
            try:
                r = re.compile(pp, fl)
            except (re.error, ValueError) as e:
                print(repr(pp), type(e).__name__, e)
                continue
            for s in subs:
                s = s if isinstance(pp, str) else s.encode('utf-8')
                out = [[m.span() for m in r.finditer(s)], r.split(s, 2), r.search(s, 1, 5)]
                m = r.search(s)
                if m:
                    out += [m.regs, m.lastindex, m.lastgroup, m.groupdict('-')]
                for rep in reps:
                    rep = rep if isinstance(pp, str) else rep.encode()
                    try:
                        out.append(r.subn(rep, s))
                    except Exception as e:
                        out.append((type(e).__name__, str(e)))
                print(repr(pp), fl, repr(s), out)
''')
