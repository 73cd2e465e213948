# A bytearray grown forever.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 5
b = bytearray()
while True:
    b += b'x' * 1000000
