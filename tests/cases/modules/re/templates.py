# Replacement templates and their errors; callbacks.
import re

p = re.compile(r'(?P<a>\w)(\d)?')
for t in [r'\1', r'\g<1>', r'\g<a>', r'\g<0>', r'[\2]', r'\n\t', r'\\', r'\0', r'\012', r'\1\1',
          r'\x', r'\g<a>\g<2>', r'\%', '\\']:
    try:
        print(repr(t), repr(p.sub(t, 'x1 y')))
    except Exception as e:
        print(repr(t), type(e).__name__, e)
for t in [r'\3', r'\g<3>', r'\g<b>', r'\g<-1>', r'\g<x y>', r'\g<', r'\g<1', r'\g', r'\q',
          r'\400', r'\g<>']:
    try:
        p.sub(t, 'x1')
        print(repr(t), 'ok')
    except Exception as e:
        print(repr(t), type(e).__name__, e)
try:
    re.sub('a', 1, 'a')
except TypeError as e:
    print(type(e).__name__, e)
try:
    re.sub('a', lambda m: 1, 'a')
except TypeError as e:
    print(type(e).__name__, e)
try:
    re.sub(b'a', 'x', b'a')
except TypeError as e:
    print(type(e).__name__, e)
def boom(m):
    raise KeyError('cb')
try:
    re.sub('a', boom, 'xa')
except KeyError as e:
    print(type(e).__name__, e)
print(re.sub(b'(a)', b'[\\1]', b'xax'), re.sub(b'a', b'\\n', b'a'))
print(re.match(r'(\w+)', 'hi').expand(r'<\1>'))
