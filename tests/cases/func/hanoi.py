moves = []
def hanoi(n, a, b, c):
    if n == 0:
        return
    hanoi(n - 1, a, c, b)
    moves.append(a + c)
    hanoi(n - 1, b, a, c)
hanoi(5, "A", "B", "C")
print(len(moves), moves[:7])
