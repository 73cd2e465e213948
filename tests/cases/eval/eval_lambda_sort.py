pts = [(1, 'b'), (0, 'c'), (2, 'a')]
print(sorted(pts, key=lambda p: p[1]), sorted(pts, reverse=True))
