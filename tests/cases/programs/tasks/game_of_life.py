from typing import List, Set, Tuple

Cell = Tuple[int, int]


def step(live: Set[Cell]) -> Set[Cell]:
    counts = {}
    for (r, c) in live:
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if dr or dc:
                    k = (r + dr, c + dc)
                    counts[k] = counts.get(k, 0) + 1
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in live)}


def render(live: Set[Cell], rows: int, cols: int) -> str:
    return "\n".join("".join("#" if (r, c) in live else "." for c in range(cols))
                     for r in range(rows))


def parse(pattern: List[str]) -> Set[Cell]:
    return {(r, c) for r, line in enumerate(pattern) for c, ch in enumerate(line) if ch == "#"}


glider = parse([".#.", "..#", "###"])
state = glider
for gen in range(5):
    print(f"gen {gen}: {len(state)} cells, bbox rows {min(r for r, _ in state)}-{max(r for r, _ in state)}")
    print(render(state, 6, 6))
    state = step(state)
blinker = parse(["###"])
print(sorted(step(blinker)), sorted(step(step(blinker))) == sorted(blinker))
rpent = parse([".##", "##.", ".#."])
s = rpent
pop = []
for i in range(60):
    s = step(s)
    pop.append(len(s))
print(pop)
