# Repeats of empty, zero-width and nested-quantifier items, and empty groups.
import re
for p, s in [('(?=a)*a', 'a'), ('(?:)*', 'ab'), ('()*', 'ab'), ('(a*)*', 'aab'), ('(a|)*b', 'aab'), ('(?:a?)+?b', 'ab'),
             ('(?<=a)*b', 'ab'), ('(?!x)+a', 'a'), ('(a*)+$', 'aa'), ('(a*?)*?b', 'ab'), ('(?:(?=a)|b)+', 'ab'),
             (r'(\b)*a', 'a'), ('(?:a{0})*', 'aa'), ('a{0}', 'a'), ('(a){0}\\1?', 'a'), ('x*?y', 'xxy'),
             ('(?:^)*a', 'a'), ('(?:$)+', 'a'), ('(?>)', 'a'), ('(?>a*)*', 'aa'), ('(a)(?(1))', 'a')]:
    try:
        print(p, [m.span() for m in re.finditer(p, s)], re.findall(p, s))
    except Exception as e:
        print(p, type(e).__name__, e)
