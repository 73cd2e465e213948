"""Classic sorting algorithms as classes sharing a base with comparison counting."""
from typing import Callable, Generic, List, Sequence, TypeVar

T = TypeVar("T")


class Sorter(Generic[T]):
    name = "base"

    def __init__(self) -> None:
        self.comparisons = 0
        self.swaps = 0

    def less(self, a: T, b: T) -> bool:
        self.comparisons += 1
        return a < b

    def sort(self, data: Sequence[T]) -> List[T]:
        items = list(data)
        self._sort(items)
        return items

    def _sort(self, items: List[T]) -> None:
        raise NotImplementedError(f"{type(self).__name__}._sort")

    def __repr__(self) -> str:
        return f"<{self.name}: {self.comparisons} cmp, {self.swaps} swaps>"


class Bubble(Sorter):
    name = "bubble"

    def _sort(self, a):
        n = len(a)
        for i in range(n):
            swapped = False
            for j in range(n - 1 - i):
                if self.less(a[j + 1], a[j]):
                    a[j], a[j + 1] = a[j + 1], a[j]
                    self.swaps += 1
                    swapped = True
            if not swapped:
                break


class Insertion(Sorter):
    name = "insertion"

    def _sort(self, a):
        for i in range(1, len(a)):
            x = a[i]
            j = i - 1
            while j >= 0 and self.less(x, a[j]):
                a[j + 1] = a[j]
                self.swaps += 1
                j -= 1
            a[j + 1] = x


class Merge(Sorter):
    name = "merge"

    def _sort(self, a):
        if len(a) <= 1:
            return
        mid = len(a) // 2
        left, right = a[:mid], a[mid:]
        self._sort(left)
        self._sort(right)
        i = j = k = 0
        while i < len(left) and j < len(right):
            if self.less(right[j], left[i]):
                a[k] = right[j]
                j += 1
            else:
                a[k] = left[i]
                i += 1
            k += 1
        a[k:] = left[i:] + right[j:]


class Quick(Sorter):
    name = "quick"

    def _sort(self, a, lo=0, hi=None):
        if hi is None:
            hi = len(a) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            pivot = sorted((a[lo], a[mid], a[hi]))[1]
            i, j = lo, hi
            while i <= j:
                while self.less(a[i], pivot):
                    i += 1
                while self.less(pivot, a[j]):
                    j -= 1
                if i <= j:
                    a[i], a[j] = a[j], a[i]
                    self.swaps += 1
                    i += 1
                    j -= 1
            if j - lo < hi - i:
                self._sort(a, lo, j)
                lo = i
            else:
                self._sort(a, i, hi)
                hi = j


class Heap(Sorter):
    name = "heap"

    def _sift(self, a, start, end):
        root = start
        while 2 * root + 1 <= end:
            child = 2 * root + 1
            if child + 1 <= end and self.less(a[child], a[child + 1]):
                child += 1
            if self.less(a[root], a[child]):
                a[root], a[child] = a[child], a[root]
                self.swaps += 1
                root = child
            else:
                return

    def _sort(self, a):
        n = len(a)
        for start in range(n // 2 - 1, -1, -1):
            self._sift(a, start, n - 1)
        for end in range(n - 1, 0, -1):
            a[0], a[end] = a[end], a[0]
            self.swaps += 1
            self._sift(a, 0, end - 1)


class Shell(Sorter):
    name = "shell"

    def _sort(self, a):
        gap = len(a) // 2
        while gap:
            for i in range(gap, len(a)):
                x = a[i]
                j = i
                while j >= gap and self.less(x, a[j - gap]):
                    a[j] = a[j - gap]
                    j -= gap
                a[j] = x
            gap //= 2


def radix_sort(nums: List[int]) -> List[int]:
    neg = [-x for x in nums if x < 0]
    pos = [x for x in nums if x >= 0]

    def lsd(xs: List[int]) -> List[int]:
        if not xs:
            return xs
        exp = 1
        while max(xs) // exp:
            buckets: List[List[int]] = [[] for _ in range(10)]
            for x in xs:
                buckets[x // exp % 10].append(x)
            xs = [x for b in buckets for x in b]
            exp *= 10
        return xs

    return [-x for x in reversed(lsd(neg))] + lsd(pos)


def lcg_data(n: int, seed: int = 7) -> List[int]:
    out = []
    for _ in range(n):
        seed = (seed * 214013 + 2531011) % 2 ** 31
        out.append(seed % 1000 - 500)
    return out


def main() -> None:
    data = lcg_data(200)
    expected = sorted(data)
    for cls in (Bubble, Insertion, Merge, Quick, Heap, Shell):
        s = cls()
        result = s.sort(data)
        print(f"{s.name:>10}: ok={result == expected} {s!r}")
    print(radix_sort(data) == expected, radix_sort([5, -3, 0, -3, 12]))
    words = "the Quick brown fox Jumps over the lazy dog".split()
    print(Merge().sort(words), sorted(words, key=str.lower), sorted(words, key=lambda w: (len(w), w)))
    print(Quick().sort([(2, "b"), (1, "z"), (2, "a")]), Heap().sort("sorting"), Shell().sort([]), Bubble().sort([1]))
    recs = [("ann", 3), ("bob", 1), ("cy", 3), ("di", 2)]
    print(sorted(recs, key=lambda r: r[1], reverse=True), sorted(recs, key=lambda r: -r[1]))
    Sorter().sort([2, 1])


if __name__ == "__main__":
    main()
