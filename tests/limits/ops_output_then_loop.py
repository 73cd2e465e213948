# Output printed before the limit reaches stdout; the limit is reported on stderr.
# pyeval: --max-ops 100000
# expect-stdout: started
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
print("started")
while 1:
    pass
