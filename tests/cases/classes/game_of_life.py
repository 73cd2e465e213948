class Cell:
    __slots__ = ('alive',)
    def __init__(self, alive=False): self.alive = alive
    def __bool__(self): return self.alive
    def __repr__(self): return '#' if self.alive else '.'
class Board:
    def __init__(self, rows):
        self.h, self.w = len(rows), len(rows[0])
        self.cells = [[Cell(ch == '#') for ch in r] for r in rows]
    def __getitem__(self, pos):
        r, c = pos
        return self.cells[r % self.h][c % self.w]
    def neighbours(self, r, c):
        return sum(1 for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr or dc) and self[r + dr, c + dc])
    def step(self):
        new = []
        for r in range(self.h):
            row = ''
            for c in range(self.w):
                n = self.neighbours(r, c)
                row += '#' if n == 3 or (n == 2 and self[r, c]) else '.'
            new.append(row)
        return Board(new)
    def __str__(self): return '\n'.join(''.join(map(repr, row)) for row in self.cells)
b = Board(['.....', '..#..', '..#..', '..#..', '.....'])
for _ in range(3):
    print(b); print()
    b = b.step()
