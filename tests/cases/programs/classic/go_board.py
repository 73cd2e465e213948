"""A small Go board: stones, groups, liberties, captures, ko, and a deterministic playout."""
from typing import Dict, Iterator, List, Optional, Set, Tuple

EMPTY, BLACK, WHITE = ".", "X", "O"
Point = Tuple[int, int]


class IllegalMove(Exception):
    pass


class LCG:
    """Deterministic pseudo-random numbers (no random module needed)."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def next(self) -> int:
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state

    def choice(self, seq):
        return seq[self.next() % len(seq)]


class Board:
    def __init__(self, size: int = 7) -> None:
        self.size = size
        self.grid: Dict[Point, str] = {(r, c): EMPTY for r in range(size) for c in range(size)}
        self.ko: Optional[Point] = None
        self.captures = {BLACK: 0, WHITE: 0}
        self.history: List[Tuple[str, Point]] = []

    def neighbors(self, p: Point) -> Iterator[Point]:
        r, c = p
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            q = (r + dr, c + dc)
            if q in self.grid:
                yield q

    def group(self, p: Point) -> Tuple[Set[Point], Set[Point]]:
        color = self.grid[p]
        stones, libs = {p}, set()
        frontier = [p]
        while frontier:
            cur = frontier.pop()
            for q in self.neighbors(cur):
                v = self.grid[q]
                if v == EMPTY:
                    libs.add(q)
                elif v == color and q not in stones:
                    stones.add(q)
                    frontier.append(q)
        return stones, libs

    def play(self, color: str, p: Point) -> int:
        if self.grid.get(p) != EMPTY:
            raise IllegalMove(f"{p} is occupied" if p in self.grid else f"{p} is off the board")
        if p == self.ko:
            raise IllegalMove(f"{p} is ko")
        other = WHITE if color == BLACK else BLACK
        self.grid[p] = color
        captured: Set[Point] = set()
        for q in self.neighbors(p):
            if self.grid[q] == other:
                stones, libs = self.group(q)
                if not libs:
                    captured |= stones
        for q in captured:
            self.grid[q] = EMPTY
        if not self.group(p)[1]:
            self.grid[p] = EMPTY
            for q in captured:
                self.grid[q] = other
            raise IllegalMove(f"{p} is suicide")
        self.ko = next(iter(captured)) if len(captured) == 1 and len(self.group(p)[0]) == 1 else None
        self.captures[color] += len(captured)
        self.history.append((color, p))
        return len(captured)

    def legal_moves(self, color: str) -> List[Point]:
        out = []
        for p in sorted(self.grid):
            if self.grid[p] != EMPTY or p == self.ko:
                continue
            if any(self.grid[q] == EMPTY for q in self.neighbors(p)):
                out.append(p)
                continue
            saved = (dict(self.grid), self.ko, dict(self.captures), list(self.history))
            try:
                self.play(color, p)
                out.append(p)
            except IllegalMove:
                pass
            self.grid, self.ko, self.captures, self.history = saved
        return out

    def score(self) -> Dict[str, int]:
        result = {BLACK: 0, WHITE: 0}
        seen: Set[Point] = set()
        for p, v in sorted(self.grid.items()):
            if v != EMPTY:
                result[v] += 1
            elif p not in seen:
                region, border = {p}, set()
                stack = [p]
                while stack:
                    cur = stack.pop()
                    for q in self.neighbors(cur):
                        if self.grid[q] == EMPTY and q not in region:
                            region.add(q)
                            stack.append(q)
                        elif self.grid[q] != EMPTY:
                            border.add(self.grid[q])
                seen |= region
                if len(border) == 1:
                    result[border.pop()] += len(region)
        return result

    def __str__(self) -> str:
        cols = "ABCDEFGHJ"[: self.size]
        lines = ["  " + " ".join(cols)]
        for r in range(self.size):
            lines.append(f"{self.size - r} " + " ".join(self.grid[(r, c)] for c in range(self.size)))
        return "\n".join(lines)


def main() -> None:
    b = Board(5)
    for color, p in [(BLACK, (0, 1)), (WHITE, (0, 0)), (BLACK, (1, 0))]:
        print(color, p, "captures", b.play(color, p))
    print(b, b.captures)
    for color, p in [(WHITE, (0, 0)), (WHITE, (9, 9)), (BLACK, (0, 1))]:
        try:
            b.play(color, p)
        except IllegalMove as exc:
            print("illegal:", exc)
    rng = LCG(2024)
    board = Board(5)
    color = BLACK
    passes = 0
    moves = 0
    while passes < 2 and moves < 30:
        legal = board.legal_moves(color)
        if not legal:
            passes += 1
        else:
            passes = 0
            board.play(color, rng.choice(legal))
            moves += 1
        color = WHITE if color == BLACK else BLACK
    print(board)
    print("moves", moves, "captures", board.captures, "score", board.score())
    print(board.history[:6], len(board.history))


if __name__ == "__main__":
    main()
