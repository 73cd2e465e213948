# Pattern objects: attributes, pos/endpos, repr, copy.
import copy
import re

p = re.compile(r'(?P<word>\w+)\s(?P<num>\d+)?', re.I)
print(p.pattern, p.flags, p.groups, p.groupindex)
print(p.groupindex['word'], dict(p.groupindex), type(p.groupindex).__name__)
print(repr(p))
print(repr(re.compile('x')), repr(re.compile(b'x')), repr(re.compile('x', re.A)))
print(repr(re.compile('x', re.M | re.S)), repr(re.compile(b'x', re.I)))
print(repr(re.compile('x', re.X | re.I | re.M)))
q = re.compile(r'\d')
print(q.search('a1b2', 2), q.search('a1b2', 4), q.search('a1b2', 0, 1))
print(q.match('a1', 1), q.fullmatch('a12', 1, 2), q.findall('1234', 1, 3))
print(q.search('12', -5, 100), q.search('12', 5))
print(re.compile('^a').search('ba', 1), re.compile('a$').search('ab', 0, 1))
print([m.span() for m in q.finditer('1a2b3', 1)])
print(q.sub('X', '1a2'), q.subn('X', '1a2', 1), q.split('a1b2c', 1))
print(copy.copy(q) is q, copy.deepcopy(q) is q)
print(type(p).__name__, type(p.match('ab 1')).__name__)
print(re.compile(p) is p)
try:
    re.compile(p, re.I)
except ValueError as e:
    print(type(e).__name__, e)
try:
    re.compile(123)
except TypeError as e:
    print(type(e).__name__, e)
try:
    re.compile('a').match(b'a')
except TypeError as e:
    print(type(e).__name__, e)
try:
    re.compile(b'a').match('a')
except TypeError as e:
    print(type(e).__name__, e)
try:
    re.compile('a', re.L)
except ValueError as e:
    print(type(e).__name__, e)
try:
    re.compile(b'a', re.U)
except ValueError as e:
    print(type(e).__name__, e)
try:
    re.compile('a', re.A | re.U)
except ValueError as e:
    print(type(e).__name__, e)
for pat, subj in (('a', 1), (b'a', 1), ('a', None), (b'a', [1])):
    try:
        re.search(pat, subj)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    re.compile('a', 'x')
except TypeError as e:
    print(type(e).__name__, e)
