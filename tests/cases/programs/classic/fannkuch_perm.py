"""Fannkuch-redux with permutations by a generator class, plus checksum."""
from typing import Iterator, List, Tuple


class Permutations:
    """Heap-order permutations, as in the benchmark's counting scheme."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __iter__(self) -> Iterator[Tuple[int, List[int]]]:
        n = self.n
        perm1 = list(range(n))
        count = [0] * n
        sign = 1
        index = 0
        while True:
            yield index, perm1[:]
            index += 1
            if sign == 1:
                perm1[0], perm1[1] = perm1[1], perm1[0]
                sign = -1
            else:
                perm1[1], perm1[2] = perm1[2], perm1[1]
                sign = 1
                for r in range(2, n):
                    if count[r] < r:
                        count[r] += 1
                        break
                    if r == n - 1:
                        return
                    perm1.insert(0, perm1.pop(r + 1)) if False else None
                    perm0 = perm1[0]
                    for i in range(r + 1):
                        perm1[i] = perm1[i + 1]
                    perm1[r + 1] = perm0
                    count[r] = 0
                else:
                    return


def flips(perm: List[int]) -> int:
    p = perm[:]
    count = 0
    k = p[0]
    while k:
        p[: k + 1] = p[k::-1]
        count += 1
        k = p[0]
    return count


def fannkuch(n: int) -> Tuple[int, int, int]:
    checksum = 0
    max_flips = 0
    total = 0
    for index, perm in Permutations(n):
        f = flips(perm)
        checksum += f if index % 2 == 0 else -f
        max_flips = max(max_flips, f)
        total += 1
    return checksum, max_flips, total


def main() -> None:
    for n in (3, 4, 5, 6, 7):
        checksum, mf, total = fannkuch(n)
        print(f"{checksum}\nPfannkuchen({n}) = {mf}  [{total} perms]")
    print(flips([3, 1, 2, 0]), flips([0, 1, 2]))
    it = iter(Permutations(3))
    print(next(it), next(it), list(it))


if __name__ == "__main__":
    main()
