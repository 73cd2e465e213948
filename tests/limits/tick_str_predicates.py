# str.isdigit/isalpha/isspace/... scan the whole string: charged per 64 bytes.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
s = '1' * 1000000
for i in range(2000):
    s.isdigit()
    s.isalnum()
    s.isprintable()
