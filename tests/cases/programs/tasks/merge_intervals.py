from typing import List, Tuple


def merge_intervals(intervals: List[List[int]]) -> List[List[int]]:
    """Merge overlapping intervals and return them sorted by start."""
    if not intervals:
        return []
    intervals = sorted(intervals, key=lambda iv: iv[0])
    merged: List[List[int]] = [intervals[0][:]]
    for start, end in intervals[1:]:
        last = merged[-1]
        if start <= last[1]:
            last[1] = max(last[1], end)
        else:
            merged.append([start, end])
    return merged


def insert_interval(intervals: List[List[int]], new: List[int]) -> List[List[int]]:
    result: List[List[int]] = []
    i = 0
    n = len(intervals)
    while i < n and intervals[i][1] < new[0]:
        result.append(intervals[i])
        i += 1
    while i < n and intervals[i][0] <= new[1]:
        new = [min(new[0], intervals[i][0]), max(new[1], intervals[i][1])]
        i += 1
    result.append(new)
    result.extend(intervals[i:])
    return result


def total_covered(intervals: List[Tuple[int, int]]) -> int:
    return sum(e - s for s, e in merge_intervals([list(t) for t in intervals]))


tests = [
    [[1, 3], [2, 6], [8, 10], [15, 18]],
    [[1, 4], [4, 5]],
    [],
    [[5, 7], [1, 2], [2, 3], [6, 9], [10, 10]],
    [[1, 10], [2, 3], [4, 5]],
]
for t in tests:
    print(t, "->", merge_intervals(t))
print(insert_interval([[1, 3], [6, 9]], [2, 5]))
print(insert_interval([[1, 2], [3, 5], [6, 7], [8, 10], [12, 16]], [4, 8]))
print(insert_interval([], [4, 8]))
print("covered:", total_covered([(0, 5), (3, 9), (20, 25)]))
