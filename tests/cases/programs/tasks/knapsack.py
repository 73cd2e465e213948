from typing import List, Tuple


def knapsack(items: List[Tuple[str, int, int]], capacity: int) -> Tuple[int, List[str]]:
    n = len(items)
    table = [[0] * (capacity + 1) for _ in range(n + 1)]
    for i, (_, weight, value) in enumerate(items, 1):
        for c in range(capacity + 1):
            table[i][c] = table[i - 1][c]
            if weight <= c and table[i - 1][c - weight] + value > table[i][c]:
                table[i][c] = table[i - 1][c - weight] + value
    chosen = []
    c = capacity
    for i in range(n, 0, -1):
        if table[i][c] != table[i - 1][c]:
            name, weight, _ = items[i - 1]
            chosen.append(name)
            c -= weight
    return table[n][capacity], chosen[::-1]


def coin_change(coins: List[int], amount: int) -> int:
    INF = amount + 1
    dp = [0] + [INF] * amount
    for a in range(1, amount + 1):
        for coin in coins:
            if coin <= a and dp[a - coin] + 1 < dp[a]:
                dp[a] = dp[a - coin] + 1
    return dp[amount] if dp[amount] != INF else -1


def count_ways(coins: List[int], amount: int) -> int:
    ways = [1] + [0] * amount
    for coin in coins:
        for a in range(coin, amount + 1):
            ways[a] += ways[a - coin]
    return ways[amount]


items = [("map", 9, 150), ("compass", 13, 35), ("water", 153, 200), ("sandwich", 50, 160),
         ("glucose", 15, 60), ("tin", 68, 45), ("banana", 27, 60), ("apple", 39, 40)]
for cap in (0, 50, 100, 200, 400):
    print(cap, knapsack(items, cap))
print(coin_change([1, 2, 5], 11), coin_change([2], 3), coin_change([186, 419, 83, 408], 6249))
print(count_ways([1, 2, 5], 5), count_ways([2, 5, 3, 6], 10), count_ways([1, 5, 10, 25, 50], 300))
