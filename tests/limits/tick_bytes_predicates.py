# bytes.isdigit/isalpha/istitle and strip scan every byte: charged per 64.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
b = b'1' * 1000000
w = b' ' * 1000000 + b'a'
for i in range(2000):
    b.isdigit()
    b.isalpha()
    w.strip()
