# str.format reads the character after '!' as the conversion whatever it is ('}', ':',
# '{', '!'), then wants ':' or '}': the errors and results CPython 3.11 gives.
for s in ['{0!}', '{0!}}', '{0!}{', '{0!}{1}', '{0!r', '{0!r}', '{0!rx}', '{0!r:', '{0!r:}',
          '{0!', '{0!:}', '{0!!}', '{0!{}', '{0![}', '{a{}', '{a[{]}', '{a[}', '{.}', '{0.}',
          '{0[]}', '{0:{}', '{0!r{}', '{0!r}}', '{!}', '{!r}', '{0!s:>{1}}', '{0!a:}']:
    try:
        r = s.format(3, 4)
    except (ValueError, KeyError, IndexError, TypeError) as e:
        r = '%s: %s' % (type(e).__name__, e)
    print(repr(s), r)
