# deque as benchmark programs use it: BFS over a grid (popleft/append), a sliding
# window with deque(maxlen=...), and a rotating round-robin queue.
from collections import deque

W = H = 260
grid = [[(x * 7 + y * 13) % 11 == 0 for x in range(W)] for y in range(H)]


def bfs(sx, sy):
    dist = {(sx, sy): 0}
    q = deque([(sx, sy)])
    while q:
        x, y = q.popleft()
        d = dist[(x, y)] + 1
        for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if 0 <= nx < W and 0 <= ny < H and not grid[ny][nx] and (nx, ny) not in dist:
                dist[(nx, ny)] = d
                q.append((nx, ny))
    return dist


total = 0
for start in range(4):
    total += sum(bfs(start * 5 + 1, 1).values())

window = deque(maxlen=50)
best = 0
for i in range(720000):
    window.append((i * 2654435761) % 1000)
    if i % 50 == 0:
        best = max(best, sum(window))

ring = deque(range(1000))
served = 0
for i in range(280000):
    ring.rotate(-3)
    v = ring.popleft()
    served += v
    if v % 3:
        ring.append(v)
    else:
        ring.appendleft(v + 1)
print(total, best, served, len(ring), ring[0], ring[-1])
