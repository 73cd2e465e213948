from typing import Dict, List, Tuple


def bowling_score(rolls: List[int]) -> int:
    score = 0
    i = 0
    for frame in range(10):
        if rolls[i] == 10:
            score += 10 + rolls[i + 1] + rolls[i + 2]
            i += 1
        elif rolls[i] + rolls[i + 1] == 10:
            score += 10 + rolls[i + 2]
            i += 2
        else:
            score += rolls[i] + rolls[i + 1]
            i += 2
    return score


RANKS = "23456789TJQKA"
NAMES = ["high card", "pair", "two pair", "three of a kind", "straight", "flush",
         "full house", "four of a kind", "straight flush"]


def hand_rank(hand: str) -> Tuple[int, List[int]]:
    cards = hand.split()
    values = sorted((RANKS.index(c[0]) for c in cards), reverse=True)
    suits = {c[1] for c in cards}
    counts: Dict[int, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    groups = sorted(counts.items(), key=lambda kv: (-kv[1], -kv[0]))
    ordered = [v for v, _ in groups]
    shape = [n for _, n in groups]
    straight = len(counts) == 5 and values[0] - values[4] == 4
    if values == [12, 3, 2, 1, 0]:
        straight, ordered = True, [3, 2, 1, 0, -1]
    flush = len(suits) == 1
    if straight and flush:
        return 8, ordered
    if shape == [4, 1]:
        return 7, ordered
    if shape == [3, 2]:
        return 6, ordered
    if flush:
        return 5, ordered
    if straight:
        return 4, ordered
    if shape == [3, 1, 1]:
        return 3, ordered
    if shape == [2, 2, 1]:
        return 2, ordered
    if shape == [2, 1, 1, 1]:
        return 1, ordered
    return 0, ordered


print(bowling_score([10] * 12), bowling_score([0] * 20), bowling_score([5, 5] * 10 + [5]))
print(bowling_score([10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1]))
hands = ["2H 3D 5S 9C KD", "2C 3H 4S 8C AH", "2H 4S 4C 2D 4H", "2S 8S AS QS 3S",
         "TH JH QH KH AH", "AH 2D 3C 4S 5H", "8C 8D 8H 8S 2C", "KC KD 3H 3S 9C",
         "7C 7D 2H 5S 9C", "6C 6D 6H JS 9C", "9D TC JH QS KD"]
ranked = sorted(hands, key=hand_rank, reverse=True)
for h in ranked:
    cat, tieb = hand_rank(h)
    print(f"{h}  {NAMES[cat]:<16} {tieb}")
