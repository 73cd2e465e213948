class Task:
    def __init__(self, prio, name): self.prio, self.name = prio, name
    def __lt__(self, o): return (self.prio, self.name) < (o.prio, o.name)
    def __repr__(self): return f"{self.name}:{self.prio}"
class PQ:
    def __init__(self): self.items = []
    def push(self, t):
        i = len(self.items)
        while i > 0 and t < self.items[i - 1]: i -= 1
        self.items.insert(i, t)
    def pop(self): return self.items.pop(0)
    def __len__(self): return len(self.items)
q = PQ()
for t in [Task(3, 'c'), Task(1, 'a'), Task(2, 'b'), Task(1, 'z')]:
    q.push(t)
print([q.pop() for _ in range(len(q))], min(Task(5, 'x'), Task(4, 'y')), sorted([Task(2, 'q'), Task(1, 'r')]))
