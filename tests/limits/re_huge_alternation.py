# A pattern of 5,000 alternatives compiles and matches; one of 50,000 is past PCRE2's
# compiled-size limit (64 KiB links) and gives a clean ValueError (CPython compiles it).
# expect-stdout: match
# expect-stdout: too large
# time-bound: 10
import re
words = ['w%d' % i for i in range(50000)]
p = re.compile('|'.join(words[:5000]))
print('match' if p.fullmatch('w4999') else 'none')
print(len(p.findall(' '.join(words[:1000]))))
try:
    re.compile('|'.join(words))
except ValueError as e:
    print(type(e).__name__, e)
