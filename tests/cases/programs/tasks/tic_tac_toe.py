from typing import Dict, List, Optional, Tuple

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winner(board: List[str]) -> Optional[str]:
    for a, b, c in LINES:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return board[a]
    return None


cache: Dict[Tuple[str, str], Tuple[int, int]] = {}


def minimax(board: List[str], player: str) -> Tuple[int, int]:
    key = ("".join(board), player)
    if key in cache:
        return cache[key]
    w = winner(board)
    if w:
        return (1 if w == "X" else -1), -1
    if " " not in board:
        return 0, -1
    best: Tuple[int, int] = (-2, -1) if player == "X" else (2, -1)
    for i in range(9):
        if board[i] == " ":
            board[i] = player
            score, _ = minimax(board, "O" if player == "X" else "X")
            board[i] = " "
            if (player == "X" and score > best[0]) or (player == "O" and score < best[0]):
                best = (score, i)
    cache[key] = best
    return best


def show(board: List[str]) -> None:
    for r in range(3):
        print(" " + " | ".join(board[3 * r:3 * r + 3]))
        if r < 2:
            print("---+---+---")


board = [" "] * 9
player = "X"
moves = []
while winner(board) is None and " " in board:
    _, mv = minimax(board, player)
    board[mv] = player
    moves.append(mv)
    player = "O" if player == "X" else "X"
show(board)
print("moves:", moves, "winner:", winner(board), "positions cached:", len(cache))
b2 = list("XX OO    ")
print(minimax(b2, "X"), minimax(b2, "O"))
print(winner(list("XOXOXOX  ")), winner(list("OOOXX X  ")), winner(list("XOXXOOOXX")))
