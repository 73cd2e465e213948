from typing import Dict, List, Tuple

LOG = """2024-03-01 10:00:01 INFO  auth     user=alice action=login ms=120
2024-03-01 10:00:05 INFO  api      user=alice path=/items ms=45
2024-03-01 10:00:09 WARN  api      user=bob path=/items ms=980
2024-03-01 10:01:10 ERROR db       user=bob query=select ms=3000
2024-03-01 10:01:11 INFO  api      user=carol path=/orders ms=60
2024-03-01 10:02:00 INFO  auth     user=bob action=logout ms=15
2024-03-01 10:02:30 ERROR api      user=carol path=/orders ms=1500
2024-03-01 10:03:45 INFO  api      user=alice path=/orders ms=75
malformed line here
2024-03-01 10:04:00 DEBUG cache    hit=true ms=1
2024-03-01 10:05:00 WARN  db       user=alice query=update ms=700"""


def parse_line(line: str) -> Dict[str, str]:
    parts = line.split()
    if len(parts) < 4 or parts[2] not in ("INFO", "WARN", "ERROR", "DEBUG"):
        raise ValueError(f"bad line: {line!r}")
    rec = {"date": parts[0], "time": parts[1], "level": parts[2], "component": parts[3]}
    for kv in parts[4:]:
        k, _, v = kv.partition("=")
        rec[k] = v
    return rec


records: List[Dict[str, str]] = []
errors: List[str] = []
for line in LOG.splitlines():
    try:
        records.append(parse_line(line))
    except ValueError as e:
        errors.append(str(e))
print(len(records), "records;", errors)
levels: Dict[str, int] = {}
for r in records:
    levels[r["level"]] = levels.get(r["level"], 0) + 1
print(dict(sorted(levels.items(), key=lambda kv: (-kv[1], kv[0]))))
lat: Dict[str, List[int]] = {}
for r in records:
    lat.setdefault(r["component"], []).append(int(r["ms"]))
for comp, ms in sorted(lat.items()):
    ms.sort()
    p50 = ms[len(ms) // 2]
    print(f"{comp:<6} n={len(ms)} min={ms[0]:<5} p50={p50:<5} max={ms[-1]:<5} avg={sum(ms)/len(ms):8.2f}")
per_user: Dict[str, Tuple[int, int]] = {}
for r in records:
    if "user" in r:
        n, bad = per_user.get(r["user"], (0, 0))
        per_user[r["user"]] = (n + 1, bad + (r["level"] in ("WARN", "ERROR")))
print(per_user)


def seconds(t: str) -> int:
    h, m, s = map(int, t.split(":"))
    return h * 3600 + m * 60 + s


times = [seconds(r["time"]) for r in records]
gaps = [b - a for a, b in zip(times, times[1:])]
print("max gap", max(gaps), "at", records[gaps.index(max(gaps)) + 1]["time"])
slow = [f"{r['time']} {r['component']} {r.get('path', r.get('query', '-'))}" for r in records if int(r["ms"]) >= 700]
print("\n".join(slow))
