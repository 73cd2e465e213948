# Lexer states: punctuation runs, non-POSIX quoting, escapes in and out of quotes,
# comments mid-word, empty quoted tokens, errors, line numbers and error_leader.
import shlex

def toks(s, **kw):
    ws = kw.pop('ws', None)
    lx = shlex.shlex(s, **kw)
    if ws is not None:
        lx.whitespace_split = ws
    try:
        return list(lx)
    except ValueError as e:
        return (type(e).__name__, str(e))

samples = [
    'a && b || c; d > e < f | g &h',
    "ls -l 'x y' \"a\\\"b\" c\\ d",
    "a'b'c \"x\"'y' '' \"\" e",
    'word#comment\nnext # tail',
    'x=1 y=~/a.b/* z?',
    "'a\\'b' \"a\\\\b\\$c\"",
    'a(b)c;;d',
    'foo \\\nbar',
    '"unterminated',
    "back\\",
    '  \t\n ',
    '!@$%^ a-b.c',
]
for s in samples:
    for kw in ({}, {'posix': True}, {'punctuation_chars': True},
               {'posix': True, 'punctuation_chars': True},
               {'posix': True, 'ws': True}, {'ws': True},
               {'posix': True, 'punctuation_chars': '|&', 'ws': True}):
        print(repr(s), sorted(kw.items()), toks(s, **dict(kw)))

lx = shlex.shlex('one\ntwo "th\nree"\n#c\nfour', posix=True)
while True:
    t = lx.get_token()
    print(repr(t), lx.lineno, lx.error_leader(), lx.state)
    if t is None:
        break
print(lx.error_leader('f.txt', 7), lx.error_leader(lineno=3))
lx = shlex.shlex('a b')
lx.push_token('z')
print(lx.get_token(), lx.get_token(), lx.get_token(), repr(lx.get_token()))
print(shlex.shlex('x').punctuation_chars, repr(shlex.shlex('x', punctuation_chars=True).punctuation_chars))
print(shlex.shlex('x', punctuation_chars='|').wordchars[-8:])
for q in ['', 'abc', 'a b', "it's", "''", 'é', 'a@b%c+d=e:f,g.h/i-j', '$x', 'a\nb']:
    print(repr(q), shlex.quote(q))
print(shlex.join(['a', 'b c', "d'e", '']))
for bad in [1, None, b'x']:
    try:
        print(shlex.quote(bad))
    except TypeError as e:
        print(type(e).__name__, e)
print(shlex.split('a #b c', comments=True), shlex.split("a 'b c'", posix=False))
