import math
from typing import List


def permutations(items: List[str]) -> List[List[str]]:
    if len(items) <= 1:
        return [items[:]]
    out = []
    for i, x in enumerate(items):
        for rest in permutations(items[:i] + items[i + 1:]):
            out.append([x] + rest)
    return out


def subsets(items: List[int]) -> List[List[int]]:
    result: List[List[int]] = [[]]
    for x in items:
        result += [s + [x] for s in result]
    return result


def combinations(items: List[int], k: int) -> List[List[int]]:
    out: List[List[int]] = []

    def go(start: int, acc: List[int]) -> None:
        if len(acc) == k:
            out.append(acc[:])
            return
        for i in range(start, len(items)):
            acc.append(items[i])
            go(i + 1, acc)
            acc.pop()

    go(0, [])
    return out


def combination_sum(cands: List[int], target: int) -> List[List[int]]:
    res: List[List[int]] = []

    def go(i: int, remaining: int, acc: List[int]) -> None:
        if remaining == 0:
            res.append(list(acc))
            return
        for j in range(i, len(cands)):
            if cands[j] <= remaining:
                go(j, remaining - cands[j], acc + [cands[j]])

    go(0, target, [])
    return res


def next_permutation(a: List[int]) -> List[int]:
    a = a[:]
    i = len(a) - 2
    while i >= 0 and a[i] >= a[i + 1]:
        i -= 1
    if i >= 0:
        j = len(a) - 1
        while a[j] <= a[i]:
            j -= 1
        a[i], a[j] = a[j], a[i]
    a[i + 1:] = reversed(a[i + 1:])
    return a


print(["".join(p) for p in permutations(list("abc"))])
print(len(permutations(list("abcde"))), math.factorial(5), math.perm(5, 3), math.comb(10, 4))
print(subsets([1, 2, 3]))
print(combinations([1, 2, 3, 4, 5], 3))
print(len(combinations(list(range(10)), 4)) == math.comb(10, 4))
print(combination_sum([2, 3, 6, 7], 7), combination_sum([2, 3, 5], 8))
p = [1, 2, 3]
for _ in range(7):
    print(p, end=" ")
    p = next_permutation(p)
print()
print([math.comb(8, k) for k in range(9)])
print(math.factorial(25), math.prod(range(1, 11)))
