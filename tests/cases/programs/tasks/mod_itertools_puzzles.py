"""Small combinatorics puzzles solved with itertools."""
from itertools import (accumulate, chain, combinations, combinations_with_replacement, count,
                       cycle, groupby, islice, permutations, product, starmap, takewhile, zip_longest)
from typing import Iterator, List, Tuple


def solve_cryptarithm(a: str, b: str, total: str) -> Tuple[int, int, int]:
    """Brute-force a cryptarithm such as ODD + ODD = EVEN (no leading zeros)."""
    letters = "".join(sorted(set(a + b + total)))
    leads = {a[0], b[0], total[0]}
    for perm in permutations(range(10), len(letters)):
        d = dict(zip(letters, perm))
        if any(d[c] == 0 for c in leads):
            continue
        n = lambda w: int("".join(str(d[c]) for c in w))
        if n(a) + n(b) == n(total):
            return n(a), n(b), n(total)
    raise RuntimeError(f"no solution for {a} + {b} = {total}")


def subsets_summing_to(nums: List[int], target: int) -> List[Tuple[int, ...]]:
    return [c for r in range(1, len(nums) + 1) for c in combinations(nums, r) if sum(c) == target]


def coin_ways(coins: List[int], total: int) -> int:
    return sum(1 for r in range(1, total // min(coins) + 1)
               for c in combinations_with_replacement(coins, r) if sum(c) == total)


def primes() -> Iterator[int]:
    found: List[int] = []
    for n in count(2):
        if all(n % p for p in takewhile(lambda p: p * p <= n, found)):
            found.append(n)
            yield n


def run_length(s: str) -> str:
    return "".join(f"{len(list(g))}{k}" for k, g in groupby(s))


def main() -> None:
    print("ODD+ODD=EVEN:", solve_cryptarithm("ODD", "ODD", "EVEN"))
    try:
        solve_cryptarithm("AB", "AB", "AAAA")
    except RuntimeError as e:
        print("RuntimeError:", e)
    print(subsets_summing_to([3, 34, 4, 12, 5, 2], 9))
    print("coin ways:", coin_ways([1, 2, 5], 10))
    print("primes:", list(islice(primes(), 15)))
    print(run_length("aaabccddddde"))
    dice = Counter = {}
    for roll in product(range(1, 7), repeat=3):
        dice[sum(roll)] = dice.get(sum(roll), 0) + 1
    print("most likely 3d6:", max(dice.items(), key=lambda kv: (kv[1], -kv[0])))
    print(list(accumulate([3, 1, 4, 1, 5, 9, 2, 6], max)))
    print(list(accumulate(range(1, 6), lambda a, b: a * b, initial=1)))
    print(list(islice(cycle("RGB"), 7)), list(starmap(pow, [(2, 5), (3, 2)])))
    print(list(zip_longest("abc", [1, 2], fillvalue="-")))
    print(list(chain.from_iterable(permutations("xyz", 2)))[:8])
    squares = {a * a + b * b for a, b in combinations(range(1, 8), 2)}
    print(sorted(s for s in squares if s < 40))


if __name__ == "__main__":
    main()
