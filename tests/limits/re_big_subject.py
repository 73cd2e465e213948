# A 1 MB subject: search, findall, sub and split finish with results.
# expect-stdout: done
# time-bound: 10
import re
s = ('lorem ipsum dolor sit amet 12345 ' * 32000)[:1000000]
print(len(re.findall(r'\d+', s)), len(re.split(r'\s+', s)), re.search('zzz', s))
print(len(re.sub(r'[aeiou]', '', s)), len(list(re.finditer(r'\bdolor\b', s))))
s2 = 'é' * 500000 + 'x'
print(re.search('x', s2).span(), len(re.findall('é', s2)))
print('done')
