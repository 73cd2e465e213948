def averager():
    total = count = 0
    avg = None
    while True:
        v = yield avg
        if v is None:
            return (count, avg)
        total += v
        count += 1
        avg = total / count
def grouper(results, key):
    while True:
        results[key] = yield from averager()
results = {}
for key, values in {"a": [1, 2, 3], "b": [10, 20]}.items():
    gr = grouper(results, key)
    next(gr)
    for v in values:
        gr.send(v)
    gr.send(None)
print(results)
