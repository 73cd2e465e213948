# Counter, defaultdict and namedtuple as benchmark programs use them: word counts and
# most_common, adjacency lists in defaultdict(list), and records as namedtuples.
from collections import Counter, defaultdict, namedtuple

words = [('w%d' % ((i * i) % 1009)) for i in range(400000)]
counts = Counter(words)
top = counts.most_common(5)
counts.update(words[:20000])
counts.subtract(words[:5000])
pairs = Counter(zip(words, words[1:]))
letters = Counter()
for w in words[:40000]:
    letters.update(w)

graph = defaultdict(list)
for i in range(250000):
    graph[i % 997].append((i * 31) % 997)
degree = sorted(((len(v), k) for k, v in graph.items()), reverse=True)[:5]
groups = defaultdict(int)
for w in words:
    groups[len(w)] += 1

Point = namedtuple('Point', 'x y z')
pts = [Point(i, i * 2, i * 3) for i in range(200000)]
acc = 0
for p in pts:
    acc += p.x + p.y - p.z
moved = [p._replace(x=0) for p in pts[:10000]]
print(top, counts.total(), len(pairs), letters.most_common(3), degree, dict(groups), acc,
      len(moved), moved[-1])
