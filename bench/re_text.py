# Regular expressions over generated text: findall, finditer with groups, sub with a
# template and with a callback, split, and many small match/search calls through the
# pattern cache (log-line parsing). Prints a checksum.
import re

words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota',
         'kappa', 'lambda', 'mu']
lines = []
for i in range(6000):
    w = words[i % len(words)]
    lines.append('2024-%02d-%02d %02d:%02d:%02d [%s] user%d@host%d.example.com %s %d.%d ms'
                 % (i % 12 + 1, i % 28 + 1, i % 24, i % 60, (i * 7) % 60,
                    'INFO' if i % 3 else 'WARN', i, i % 17, w, i % 1000, i % 10))
text = '\n'.join(lines)

total = 0
for _ in range(8):
    total += len(re.findall(r'\b\w+@\w+\.example\.com\b', text))
    total += sum(int(m.group(1)) for m in re.finditer(r'(\d+)\.\d ms', text))
    total += len(re.sub(r'(\d{4})-(\d\d)-(\d\d)', r'\3/\2/\1', text))
    total += len(re.sub(r'\[(\w+)\]', lambda m: m.group(1).lower(), text))
    total += len(re.split(r'\s+', text))
    total += len(re.findall(r'(?m)^.*WARN.*$', text))

log_re = re.compile(r'(?P<date>\S+) (?P<time>\S+) \[(?P<level>\w+)\] (?P<user>\w+)@(?P<host>[\w.]+)')
levels = {}
for line in lines * 2:
    m = log_re.match(line)
    levels[m['level']] = levels.get(m['level'], 0) + len(m.group('host'))
    if re.search(r'eta|iota', line):
        total += 1
    if re.fullmatch(r'.*\d ms', line):
        total += 2
print(total, sorted(levels.items()))
