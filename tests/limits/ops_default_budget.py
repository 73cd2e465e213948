# No flags: the CLI's default budget (10,000,000 operations) ends an infinite loop.
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 10
i = 0
while True:
    i += 1
