# A heap of objects whose __lt__ runs forever meets the operation limit while heapify
# sifts. (Comparisons that mutate the heap or raise are compared with CPython in
# tests/cases/modules/heapq/hostile_compare.py.)
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 10
import heapq


class Slow:
    def __lt__(self, other):
        while True:
            pass


heapq.heapify([Slow(), Slow()])
