# Hash objects hold OpenSSL contexts outside pe_mem; each object is charged a surcharge
# so the memory limit bounds how many a program can keep alive.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# pyeval: --max-memory 64M
# time-bound: 10
# rss-bound: 400
import hashlib
keep = []
while True:
    keep.append(hashlib.sha3_512())
