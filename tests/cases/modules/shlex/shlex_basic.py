# shlex: split in posix and non-posix modes (quotes, escapes, comments), quote, join,
# the shlex class (punctuation_chars, whitespace_split, get/push_token, lineno,
# error_leader) and the errors.
import shlex

cases = ['a b c', '  leading and trailing  ', 'a "b c" d', "a 'b c' d", 'a\\ b c', 'x"y z"w',
         "it's", '"a \\" b"', "'a \\' b", '"\\$HOME \\\\ \\x"', 'a # comment', 'a#b c',
         'foo=bar baz="q u x"', '', '   ', '""', "''", 'a "" b', 'echo $HOME|grep "x y";ls>out',
         'é ñ "ü"', 'tab\tsep\nnewline', '\\', '"open', "'open", 'a\\', 'a "b\\']
for s in cases:
    for posix in (True, False):
        for comments in (False, True):
            try:
                print(repr(s), posix, comments, shlex.split(s, comments=comments, posix=posix))
            except ValueError as e:
                print(repr(s), posix, comments, 'ValueError', e)
for s in ['', 'abc', 'a b', "it's", 'a"b', '$x', 'safe-@%+=:,./_chars', 'ünï', '\n', 0, 'x*y']:
    print(repr(s), shlex.quote(s))
try:
    shlex.quote(5)
except TypeError as e:
    print('TypeError', e)
print(shlex.join(['echo', 'hello world', "it's", '']), shlex.split(shlex.join(['a b', "c'd", '$e'])))
for punct in (True, '|;', False):
    lex = shlex.shlex('a && b || c; (d) > e.txt|f ~/x=1', posix=True, punctuation_chars=punct)
    lex.whitespace_split = True
    print(repr(punct), list(lex), repr(lex.punctuation_chars))
lex = shlex.shlex('one two "three four" # c\nfive', posix=False)
print(lex.get_token(), lex.get_token(), lex.lineno)
lex.push_token('pushed')
print(lex.get_token(), lex.get_token(), lex.get_token(), lex.lineno, repr(lex.get_token()))
print(lex.error_leader(), lex.error_leader('f.sh', 3), repr(lex.eof), lex.wordchars[:10])
lex = shlex.shlex('x=1; y=(2)')
print(list(lex))
lex = shlex.shlex('a b', posix=True)
print(list(lex), lex.get_token(), lex.eof, len(lex.wordchars))
lex = shlex.shlex('first', infile='in.txt')
lex.push_source('second third', 'inner.txt')
print(lex.get_token(), lex.infile, lex.get_token(), lex.get_token(), lex.infile, repr(lex.get_token()))
lex = shlex.shlex('a,b;c', posix=True)
lex.whitespace += ',;'
print(list(lex))
print(shlex.__all__, shlex.shlex('').commenters, repr(shlex.shlex('').quotes), shlex.shlex('').escapedquotes)
