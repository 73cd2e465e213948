# Searches that PCRE2 answers at memchr speed still charge the text they go over, so a
# loop of them over 2 MB ends at the operation limit.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 10
import re
s = 'é' * 1000000
while True:
    re.search('x', s)
