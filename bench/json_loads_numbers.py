# json: loads of number- and string-heavy documents (a matrix, a log of events).
import json

rows = [[(r * 131 + c * 17) % 1000 / 8.0 for c in range(40)] for r in range(300)]
matrix = json.dumps({"rows": rows, "ints": list(range(20000))})
events = json.dumps([{"t": 1700000000 + i, "level": ["info", "warn", "error"][i % 3],
                      "msg": "event number %d happened at node-%d" % (i, i % 17)}
                     for i in range(6000)])
acc = 0.0
count = 0
for rep in range(80):
    m = json.loads(matrix)
    acc += sum(sum(r) for r in m["rows"]) + sum(m["ints"])
    ev = json.loads(events)
    count += sum(1 for e in ev if e["level"] == "error")
print(acc, count, len(matrix), len(events))
