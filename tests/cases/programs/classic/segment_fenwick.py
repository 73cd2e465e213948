"""Range queries: a lazy segment tree (range add, range sum/min), a Fenwick tree, and a sparse table."""
from typing import Callable, List


class SegmentTree:
    def __init__(self, data: List[int]) -> None:
        self.n = len(data)
        size = 1
        while size < self.n:
            size *= 2
        self.size = size
        self.sum = [0] * (2 * size)
        self.min = [float("inf")] * (2 * size)
        self.lazy = [0] * (2 * size)
        self.length = [0] * (2 * size)
        for i, v in enumerate(data):
            self.sum[size + i] = v
            self.min[size + i] = v
            self.length[size + i] = 1
        for i in range(size - 1, 0, -1):
            self._pull(i)
            self.length[i] = self.length[2 * i] + self.length[2 * i + 1]

    def _pull(self, i: int) -> None:
        self.sum[i] = self.sum[2 * i] + self.sum[2 * i + 1]
        self.min[i] = min(self.min[2 * i], self.min[2 * i + 1])

    def _apply(self, i: int, v: int) -> None:
        self.sum[i] += v * self.length[i]
        self.min[i] += v
        self.lazy[i] += v

    def _push(self, i: int) -> None:
        if self.lazy[i]:
            self._apply(2 * i, self.lazy[i])
            self._apply(2 * i + 1, self.lazy[i])
            self.lazy[i] = 0

    def add(self, lo: int, hi: int, v: int, i: int = 1, l: int = 0, r: int = -1) -> None:
        if r < 0:
            r = self.size
        if hi <= l or r <= lo:
            return
        if lo <= l and r <= hi:
            self._apply(i, v)
            return
        self._push(i)
        m = (l + r) // 2
        self.add(lo, hi, v, 2 * i, l, m)
        self.add(lo, hi, v, 2 * i + 1, m, r)
        self._pull(i)

    def query(self, lo: int, hi: int, i: int = 1, l: int = 0, r: int = -1):
        if r < 0:
            r = self.size
        if hi <= l or r <= lo:
            return 0, float("inf")
        if lo <= l and r <= hi:
            return self.sum[i], self.min[i]
        self._push(i)
        m = (l + r) // 2
        s1, m1 = self.query(lo, hi, 2 * i, l, m)
        s2, m2 = self.query(lo, hi, 2 * i + 1, m, r)
        return s1 + s2, min(m1, m2)


class Fenwick:
    def __init__(self, n: int) -> None:
        self.tree = [0] * (n + 1)

    def update(self, i: int, delta: int) -> None:
        i += 1
        while i < len(self.tree):
            self.tree[i] += delta
            i += i & -i

    def prefix(self, i: int) -> int:
        s = 0
        while i > 0:
            s += self.tree[i]
            i -= i & -i
        return s

    def range_sum(self, lo: int, hi: int) -> int:
        return self.prefix(hi) - self.prefix(lo)


class SparseTable:
    def __init__(self, data: List[int], fn: Callable[[int, int], int] = min) -> None:
        self.fn = fn
        self.table = [data[:]]
        k = 1
        while (1 << k) <= len(data):
            prev = self.table[-1]
            half = 1 << (k - 1)
            self.table.append([fn(prev[i], prev[i + half]) for i in range(len(data) - (1 << k) + 1)])
            k += 1

    def query(self, lo: int, hi: int) -> int:
        k = (hi - lo).bit_length() - 1
        return self.fn(self.table[k][lo], self.table[k][hi - (1 << k)])


def main() -> None:
    data = [(i * 37 + 11) % 50 - 20 for i in range(40)]
    st = SegmentTree(data)
    fw = Fenwick(len(data))
    for i, v in enumerate(data):
        fw.update(i, v)
    sp = SparseTable(data)
    naive = data[:]
    ops = [(3, 17, 5), (0, 40, -2), (10, 11, 100), (25, 39, 7)]
    for lo, hi, v in ops:
        st.add(lo, hi, v)
        for i in range(lo, hi):
            naive[i] += v
    checks = [(0, 40), (5, 6), (3, 30), (17, 25), (38, 40)]
    for lo, hi in checks:
        s, m = st.query(lo, hi)
        print(f"[{lo:2},{hi:2}) sum={s:5} min={m:4} naive={sum(naive[lo:hi]):5} {min(naive[lo:hi]):4} "
              f"fenwick={fw.range_sum(lo, hi):5} sparse_min={sp.query(lo, hi):4} orig_min={min(data[lo:hi]):4}")
    print(len(sp.table), [len(r) for r in sp.table], SparseTable(data, max).query(0, 40), max(data))
    print(st.query(0, 0), fw.prefix(0), st.size, st.length[1])


if __name__ == "__main__":
    main()
