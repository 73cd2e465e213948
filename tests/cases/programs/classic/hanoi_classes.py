class Disk:
    def __init__(self, size):
        self.size = size

    def __repr__(self):
        return str(self.size)


class Peg:
    def __init__(self, name):
        self.name = name
        self.disks = []

    def push(self, disk):
        if self.disks and self.disks[-1].size < disk.size:
            raise ValueError(f"cannot put {disk} on {self.disks[-1]} at {self.name}")
        self.disks.append(disk)

    def pop(self):
        return self.disks.pop()

    def __len__(self):
        return len(self.disks)


class Towers:
    def __init__(self, n):
        self.pegs = {name: Peg(name) for name in "ABC"}
        for s in range(n, 0, -1):
            self.pegs["A"].push(Disk(s))
        self.moves = 0
        self.trace = []

    def move(self, src, dst):
        self.pegs[dst].push(self.pegs[src].pop())
        self.moves += 1
        if len(self.trace) < 10:
            self.trace.append(src + dst)

    def solve(self, n, src="A", dst="C", via="B"):
        if n == 0:
            return
        self.solve(n - 1, src, via, dst)
        self.move(src, dst)
        self.solve(n - 1, via, dst, src)

    def solve_iterative(self, n):
        pegs = ["A", "B", "C"] if n % 2 == 0 else ["A", "C", "B"]
        for i in range(1, 2 ** n):
            a, b = pegs[(i & i - 1) % 3], pegs[((i | i - 1) + 1) % 3]
            self.move(a, b)

    def state(self):
        return {k: list(p.disks) for k, p in self.pegs.items()}


for n in (1, 3, 5, 10):
    t = Towers(n)
    t.solve(n)
    print(n, t.moves, t.state()["C"][:5], t.trace)
t = Towers(6)
t.solve_iterative(6)
print(t.moves, t.state())
t = Towers(2)
try:
    t.move("A", "B")
    t.move("A", "B")
except ValueError as e:
    print("ValueError:", e)
