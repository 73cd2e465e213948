# Pseudo-legal chess move generation with classes, plus perft to small depth.
FILES = "abcdefgh"


class Piece:
    symbol = "?"
    slides = False
    deltas = ()

    def __init__(self, white):
        self.white = white

    def char(self):
        return self.symbol.upper() if self.white else self.symbol

    def moves(self, board, sq):
        r, c = sq
        for dr, dc in self.deltas:
            nr, nc = r + dr, c + dc
            while 0 <= nr < 8 and 0 <= nc < 8:
                target = board.at(nr, nc)
                if target is None:
                    yield (nr, nc)
                elif target.white != self.white:
                    yield (nr, nc)
                    break
                else:
                    break
                if not self.slides:
                    break
                nr, nc = nr + dr, nc + dc


class Knight(Piece):
    symbol = "n"
    deltas = ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1))


class Bishop(Piece):
    symbol = "b"
    slides = True
    deltas = ((1, 1), (1, -1), (-1, 1), (-1, -1))


class Rook(Piece):
    symbol = "r"
    slides = True
    deltas = ((1, 0), (-1, 0), (0, 1), (0, -1))


class Queen(Piece):
    symbol = "q"
    slides = True
    deltas = Bishop.deltas + Rook.deltas


class King(Piece):
    symbol = "k"
    deltas = Queen.deltas


class Pawn(Piece):
    symbol = "p"

    def moves(self, board, sq):
        r, c = sq
        d = 1 if self.white else -1
        start = 1 if self.white else 6
        if 0 <= r + d < 8 and board.at(r + d, c) is None:
            yield (r + d, c)
            if r == start and board.at(r + 2 * d, c) is None:
                yield (r + 2 * d, c)
        for dc in (-1, 1):
            nr, nc = r + d, c + dc
            if 0 <= nr < 8 and 0 <= nc < 8:
                t = board.at(nr, nc)
                if t is not None and t.white != self.white:
                    yield (nr, nc)


BACK = [Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook]


class Board:
    def __init__(self):
        self.grid = [[None] * 8 for _ in range(8)]
        for c, cls in enumerate(BACK):
            self.grid[0][c] = cls(True)
            self.grid[7][c] = cls(False)
            self.grid[1][c] = Pawn(True)
            self.grid[6][c] = Pawn(False)
        self.white_to_move = True

    def at(self, r, c):
        return self.grid[r][c]

    def king_square(self, white):
        for r in range(8):
            for c in range(8):
                p = self.grid[r][c]
                if isinstance(p, King) and p.white == white:
                    return (r, c)
        return None

    def attacked(self, sq, by_white):
        for r in range(8):
            for c in range(8):
                p = self.grid[r][c]
                if p is not None and p.white == by_white and sq in p.moves(self, (r, c)):
                    return True
        return False

    def pseudo_moves(self):
        out = []
        for r in range(8):
            for c in range(8):
                p = self.grid[r][c]
                if p is not None and p.white == self.white_to_move:
                    for dst in p.moves(self, (r, c)):
                        out.append(((r, c), dst))
        return out

    def make(self, move):
        (r, c), (nr, nc) = move
        captured = self.grid[nr][nc]
        self.grid[nr][nc] = self.grid[r][c]
        self.grid[r][c] = None
        self.white_to_move = not self.white_to_move
        return captured

    def unmake(self, move, captured):
        (r, c), (nr, nc) = move
        self.grid[r][c] = self.grid[nr][nc]
        self.grid[nr][nc] = captured
        self.white_to_move = not self.white_to_move

    def legal_moves(self):
        res = []
        for m in self.pseudo_moves():
            mover = self.white_to_move
            cap = self.make(m)
            if not self.attacked(self.king_square(mover), not mover):
                res.append(m)
            self.unmake(m, cap)
        return res

    def __str__(self):
        return "\n".join("".join("." if p is None else p.char() for p in self.grid[r])
                         for r in range(7, -1, -1))


def name(move):
    (r, c), (nr, nc) = move
    return f"{FILES[c]}{r + 1}{FILES[nc]}{nr + 1}"


def perft(board, depth):
    if depth == 0:
        return 1
    total = 0
    for m in board.pseudo_moves():
        cap = board.make(m)
        total += perft(board, depth - 1)
        board.unmake(m, cap)
    return total


b = Board()
print(b)
moves = b.legal_moves()
print(len(moves), " ".join(sorted(name(m) for m in moves)))
print("perft", [perft(b, d) for d in (1, 2)])
for m in [((1, 4), (3, 4)), ((6, 3), (4, 3)), ((3, 4), (4, 3)), ((7, 3), (4, 3))]:
    b.make(m)
print(b)
print(len(b.legal_moves()), b.attacked((0, 4), False), sorted(name(m) for m in b.legal_moves())[:10])
