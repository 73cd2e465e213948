# A* path finding on a grid with a priority list kept sorted by insertion (no heapq).
MAP = """
S....#..........
.###.#.#######..
...#.#.....#....
##.#.#.###.#.##.
...#.....#.#..#.
.#######.#.##.#.
.........#....#G
"""


class Node:
    __slots__ = ("pos", "g", "h", "parent")

    def __init__(self, pos, g, h, parent):
        self.pos, self.g, self.h, self.parent = pos, g, h, parent

    @property
    def f(self):
        return self.g + self.h


class OpenList:
    def __init__(self):
        self.items = []

    def push(self, node):
        key = (node.f, node.h, node.pos)
        i = len(self.items)
        while i > 0 and (self.items[i - 1].f, self.items[i - 1].h, self.items[i - 1].pos) > key:
            i -= 1
        self.items.insert(i, node)

    def pop(self):
        return self.items.pop(0)

    def __bool__(self):
        return bool(self.items)


class Grid:
    def __init__(self, text):
        self.rows = [list(r) for r in text.strip().splitlines()]
        self.h = len(self.rows)
        self.w = len(self.rows[0])
        for r, row in enumerate(self.rows):
            for c, ch in enumerate(row):
                if ch == "S":
                    self.start = (r, c)
                elif ch == "G":
                    self.goal = (r, c)

    def passable(self, p):
        r, c = p
        return 0 <= r < self.h and 0 <= c < self.w and self.rows[r][c] != "#"

    def neighbours(self, p):
        r, c = p
        for q in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if self.passable(q):
                yield q


def manhattan(a, b):
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def astar(grid, heuristic=manhattan):
    open_list = OpenList()
    open_list.push(Node(grid.start, 0, heuristic(grid.start, grid.goal), None))
    best = {grid.start: 0}
    expanded = 0
    while open_list:
        node = open_list.pop()
        if node.g > best.get(node.pos, float("inf")):
            continue
        expanded += 1
        if node.pos == grid.goal:
            path = []
            while node:
                path.append(node.pos)
                node = node.parent
            return path[::-1], expanded
        for q in grid.neighbours(node.pos):
            g = node.g + 1
            if g < best.get(q, float("inf")):
                best[q] = g
                open_list.push(Node(q, g, heuristic(q, grid.goal), node))
    return None, expanded


grid = Grid(MAP)
path, expanded = astar(grid)
print("length", len(path) - 1, "expanded", expanded)
for r, c in path[1:-1]:
    grid.rows[r][c] = "*"
print("\n".join("".join(row) for row in grid.rows))
path0, expanded0 = astar(Grid(MAP), heuristic=lambda a, b: 0)
print("dijkstra length", len(path0) - 1, "expanded", expanded0)
blocked = Grid("S#\n#G")
print(astar(blocked))
