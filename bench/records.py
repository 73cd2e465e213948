# Records in dicts and lists: build, group, aggregate, sort.
depts = ["eng", "ops", "sales", "hr", "legal"]
people = []
for i in range(30000):
    people.append({
        "id": i,
        "name": "p%d" % i,
        "dept": depts[(i * 7) % 5],
        "age": 20 + (i * 13) % 45,
        "salary": 30000 + (i * 7919) % 90000,
        "tags": [i % 3, i % 5],
    })

by_dept = {}
for p in people:
    by_dept.setdefault(p["dept"], []).append(p)

summary = []
for d in sorted(by_dept):
    group = by_dept[d]
    tot = 0
    oldest = None
    for p in group:
        tot += p["salary"]
        if oldest is None or p["age"] > oldest["age"]:
            oldest = p
    summary.append((d, len(group), tot // len(group), oldest["name"]))

rich = [p["id"] for p in people if p["salary"] > 100000 and 0 in p["tags"]]
for p in people:
    p["salary"] += p["age"] * 10
    p["tags"].append(p["age"] % 7)
tagsum = sum(sum(p["tags"]) for p in people)
print("records", summary)
print("rich", len(rich), rich[:5], tagsum)
