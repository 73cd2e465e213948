# json: dumps and loads of realistic records (API-style payloads), with and without
# indent, and a checksum of the results.
import json

payload = []
for i in range(3000):
    payload.append({
        "id": i,
        "name": "user-%d" % i,
        "email": "user%d@example.com" % i,
        "active": i % 3 != 0,
        "score": (i * 7919 % 10007) / 97.0,
        "tags": ["t%d" % (i % 7), "g%d" % (i % 11)],
        "address": {"city": "City %d" % (i % 50), "zip": "%05d" % (i * 31 % 99999),
                    "geo": [i * 0.001, -i * 0.002]},
        "note": None if i % 5 else "caf\u00e9 \u20ac%d \"quoted\"\n" % i,
    })

total = 0
for rep in range(30):
    text = json.dumps(payload)
    back = json.loads(text)
    total += len(text) + len(back)
pretty = json.dumps(payload[:1500], indent=2, sort_keys=True)
again = json.loads(pretty)
compact = json.dumps(again, separators=(",", ":"), ensure_ascii=False)
print(total, len(pretty), len(compact), back[1234]["address"]["zip"], again[99]["score"])
