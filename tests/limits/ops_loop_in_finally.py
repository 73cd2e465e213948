# A limit hit inside a finally block still ends the program.
# pyeval: --max-ops 100000
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
try:
    x = 1
finally:
    while True:
        x += 1
