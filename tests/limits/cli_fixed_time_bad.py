# pyeval: --fixed-time 2023-02-29T00:00:00Z
# expect-exit: 2
# expect-stderr: bad value for --fixed-time: 2023-02-29T00:00:00Z
# A date that does not exist is refused before the program runs.
print("never")
