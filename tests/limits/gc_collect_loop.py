# gc.collect() walks every tracked object, so it charges one op per object: a loop of
# collections over many live objects ends at the operation limit, not the time limit.
# pyeval: --max-ops 2000000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 10
import gc
keep = [[i] for i in range(200000)]
while True:
    gc.collect()
