"""Langton's ant, Wireworld and rule-30 elementary automata on sparse sets and dicts."""
from typing import Dict, List, Set, Tuple

Cell = Tuple[int, int]


class LangtonsAnt:
    DIRS = [(-1, 0), (0, 1), (1, 0), (0, -1)]

    def __init__(self) -> None:
        self.black: Set[Cell] = set()
        self.pos: Cell = (0, 0)
        self.heading = 0
        self.steps = 0

    def step(self) -> None:
        if self.pos in self.black:
            self.heading = (self.heading - 1) % 4
            self.black.remove(self.pos)
        else:
            self.heading = (self.heading + 1) % 4
            self.black.add(self.pos)
        dr, dc = self.DIRS[self.heading]
        self.pos = (self.pos[0] + dr, self.pos[1] + dc)
        self.steps += 1

    def bounds(self) -> Tuple[int, int, int, int]:
        rows = [r for r, _ in self.black] or [0]
        cols = [c for _, c in self.black] or [0]
        return min(rows), max(rows), min(cols), max(cols)

    def render(self) -> str:
        r0, r1, c0, c1 = self.bounds()
        return "\n".join("".join("#" if (r, c) in self.black else "." for c in range(c0, c1 + 1)) for r in range(r0, r1 + 1))


class Wireworld:
    def __init__(self, text: str) -> None:
        self.cells: Dict[Cell, str] = {}
        for r, line in enumerate(text.splitlines()):
            for c, ch in enumerate(line):
                if ch in "#Ht":
                    self.cells[(r, c)] = ch
        self.w = max(len(l) for l in text.splitlines())
        self.h = len(text.splitlines())

    def step(self) -> None:
        heads = {p for p, v in self.cells.items() if v == "H"}
        new: Dict[Cell, str] = {}
        for (r, c), v in self.cells.items():
            if v == "H":
                new[(r, c)] = "t"
            elif v == "t":
                new[(r, c)] = "#"
            else:
                n = sum((r + dr, c + dc) in heads for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)
                new[(r, c)] = "H" if n in (1, 2) else "#"
        self.cells = new

    def render(self) -> str:
        return "\n".join("".join(self.cells.get((r, c), " ") for c in range(self.w)).rstrip() for r in range(self.h))


def elementary(rule: int, width: int, gens: int) -> List[str]:
    row = [0] * width
    row[width // 2] = 1
    out = []
    for _ in range(gens):
        out.append("".join("█" if x else " " for x in row).rstrip())
        row = [(rule >> (row[(i - 1) % width] << 2 | row[i] << 1 | row[(i + 1) % width])) & 1 for i in range(width)]
    return out


def main() -> None:
    ant = LangtonsAnt()
    for _ in range(500):
        ant.step()
    print(ant.steps, len(ant.black), ant.pos, ant.heading, ant.bounds())
    print(ant.render())
    ww = Wireworld("tH#########\n#         #\n###########\n           \n  tH####   ")
    for gen in range(4):
        print(f"gen {gen}:\n{ww.render()}")
        ww.step()
    for rule in (30, 90, 110):
        lines = elementary(rule, 31, 12)
        print(f"rule {rule}:")
        print("\n".join(lines))
        print(sum(l.count("█") for l in lines))


if __name__ == "__main__":
    main()
