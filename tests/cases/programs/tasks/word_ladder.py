from typing import Dict, List, Optional, Set

WORDS = """cold cord card ward warm word worm wore core bore bare care cart dart wart
cool pool poll pole pale sale sole mole mold hold bold gold golf wolf wood good food
fool foot boot boat coat cost cast past pest best bust must mist most host hose"""


def neighbors(word: str, dictionary: Set[str]) -> List[str]:
    out = []
    for i in range(len(word)):
        for c in "abcdefghijklmnopqrstuvwxyz":
            if c != word[i]:
                cand = word[:i] + c + word[i + 1:]
                if cand in dictionary:
                    out.append(cand)
    return out


def ladder(start: str, goal: str, dictionary: Set[str]) -> Optional[List[str]]:
    parent: Dict[str, Optional[str]] = {start: None}
    frontier = [start]
    while frontier:
        nxt: List[str] = []
        for w in frontier:
            for n in neighbors(w, dictionary):
                if n not in parent:
                    parent[n] = w
                    if n == goal:
                        path = [n]
                        while parent[path[-1]] is not None:
                            path.append(parent[path[-1]])
                        return path[::-1]
                    nxt.append(n)
        frontier = nxt
    return None


d = set(WORDS.split())
for a, b in [("cold", "warm"), ("cool", "gold"), ("boot", "most"), ("fool", "sale"),
             ("card", "bore"), ("wolf", "host"), ("cold", "cold")]:
    p = ladder(a, b, d)
    print(f"{a}->{b}:", " > ".join(p) if p else "no path", len(p) - 1 if p else -1)
degree = sorted(((len(neighbors(w, d)), w) for w in d), reverse=True)[:5]
print(degree)
