# pprint the way task solutions use it: a JSON-like result, a table of records, a
# word-frequency dict, a matrix, and pformat into a log line.
import pprint

result = {
    "status": "ok",
    "count": 3,
    "users": [
        {"id": i, "name": "user%d" % i, "roles": ["admin", "dev"][: i % 2 + 1],
         "score": round(i * 1.37, 2), "active": i % 2 == 0}
        for i in range(1, 4)
    ],
    "meta": {"page": 1, "per_page": 25, "next": None},
}
pprint.pprint(result)
pprint.pprint(result, sort_dicts=False, width=100)
words = "the quick brown fox jumps over the lazy dog the end".split()
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
pprint.pprint(freq)
matrix = [[(r * 7 + c * 3) % 10 for c in range(12)] for r in range(6)]
pprint.pprint(matrix)
pprint.pprint(matrix, compact=True, width=40)
line = "state=" + pprint.pformat({"k": list(range(5))}, width=20)
print(line)
pprint.pprint(list(range(100)), width=60, compact=True)
pprint.pprint([[], {}, (), set(), "", b""], width=5)
