from typing import List


def lcs(a: str, b: str) -> str:
    n, m = len(a), len(b)
    dp: List[List[int]] = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            if a[i] == b[j]:
                dp[i][j] = 1 + dp[i + 1][j + 1]
            else:
                dp[i][j] = max(dp[i + 1][j], dp[i][j + 1])
    i = j = 0
    out = []
    while i < n and j < m:
        if a[i] == b[j]:
            out.append(a[i])
            i += 1
            j += 1
        elif dp[i + 1][j] >= dp[i][j + 1]:
            i += 1
        else:
            j += 1
    return "".join(out)


def edit_distance(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
        prev = cur
    return prev[-1]


def lis(nums: List[int]) -> List[int]:
    if not nums:
        return []
    best = [1] * len(nums)
    parent = [-1] * len(nums)
    for i in range(len(nums)):
        for j in range(i):
            if nums[j] < nums[i] and best[j] + 1 > best[i]:
                best[i] = best[j] + 1
                parent[i] = j
    k = max(range(len(nums)), key=lambda i: best[i])
    seq = []
    while k != -1:
        seq.append(nums[k])
        k = parent[k]
    return seq[::-1]


pairs = [("ABCBDAB", "BDCABA"), ("kitten", "sitting"), ("", "abc"), ("dynamic", "programming")]
for a, b in pairs:
    print(repr(a), repr(b), "lcs=%r" % lcs(a, b), "edit=%d" % edit_distance(a, b))
print(lis([10, 9, 2, 5, 3, 7, 101, 18]))
print(lis([0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15]))
print(lis([]))
