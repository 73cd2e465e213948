"""Top-k queries over a stream of scores using heapq."""
import heapq
from dataclasses import dataclass, field
from typing import Iterable, List, Tuple


@dataclass(order=True)
class Player:
    score: int
    name: str = field(compare=False)


def top_k(scores: Iterable[Tuple[str, int]], k: int) -> List[Tuple[int, str]]:
    """Keep a min-heap of size k; the root is the smallest of the best k."""
    heap: List[Tuple[int, str]] = []
    for name, s in scores:
        if len(heap) < k:
            heapq.heappush(heap, (s, name))
        elif (s, name) > heap[0]:
            heapq.heapreplace(heap, (s, name))
    return sorted(heap, reverse=True)


def kth_smallest_in_sorted_lists(lists: List[List[int]], k: int) -> int:
    merged = heapq.merge(*lists)
    for i, v in enumerate(merged, 1):
        if i == k:
            return v
    raise IndexError(f"k={k} is larger than the total size")


def running_median(values: List[int]) -> List[float]:
    low: List[int] = []   # max-heap by negation
    high: List[int] = []  # min-heap
    out = []
    for v in values:
        if not low or v <= -low[0]:
            heapq.heappush(low, -v)
        else:
            heapq.heappush(high, v)
        if len(low) > len(high) + 1:
            heapq.heappush(high, -heapq.heappop(low))
        elif len(high) > len(low):
            heapq.heappush(low, -heapq.heappop(high))
        out.append(float(-low[0]) if len(low) > len(high) else (-low[0] + high[0]) / 2)
    return out


def main() -> None:
    data = [("ann", 88), ("bob", 95), ("cid", 70), ("dee", 95), ("eve", 60), ("fay", 99),
            ("gus", 81), ("hal", 77)]
    print("top3:", top_k(data, 3))
    players = [Player(s, n) for n, s in data]
    heapq.heapify(players)
    print("lowest:", heapq.heappop(players))
    print("nlargest:", [p.name for p in heapq.nlargest(3, players)])
    print("nsmallest by name:", heapq.nsmallest(2, data, key=lambda t: t[0][::-1]))
    lists = [[1, 4, 9], [2, 3, 10, 11], [0, 5]]
    for k in (1, 5, 9):
        print(f"k={k}:", kth_smallest_in_sorted_lists(lists, k))
    try:
        kth_smallest_in_sorted_lists(lists, 20)
    except IndexError as e:
        print("error:", e)
    print("medians:", running_median([5, 15, 1, 3, 8, 7, 9, 10, 20, 2]))
    h = [5, 1, 8]
    heapq.heapify(h)
    print(heapq.heappushpop(h, 0), heapq.heappushpop(h, 6), h)


if __name__ == "__main__":
    main()
