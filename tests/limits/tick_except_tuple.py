# Matching an exception against a 1,000,000-class tuple checks each class.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
t = (TypeError,) * 1000000
for i in range(200000):
    try:
        raise ValueError
    except t:
        pass
    except ValueError:
        pass
