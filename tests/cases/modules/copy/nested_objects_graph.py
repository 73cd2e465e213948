import copy
class Graph:
    def __init__(self):
        self.adj = {}
    def add(self, a, b):
        self.adj.setdefault(a, []).append(b)
        self.adj.setdefault(b, []).append(a)
g = Graph()
g.add(1, 2); g.add(2, 3)
h = copy.deepcopy(g)
h.add(3, 4)
print(g.adj, h.adj)
state = {'board': [[0] * 3 for _ in range(3)], 'turn': 'X'}
s2 = copy.deepcopy(state)
s2['board'][1][1] = 'X'
s3 = copy.copy(state)
s3['board'][0][0] = 'O'
print(state['board'], s2['board'])
