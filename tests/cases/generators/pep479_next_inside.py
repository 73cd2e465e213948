def firsts(its):
    for it in its:
        yield next(it)
try:
    print(list(firsts([iter([1]), iter([])])))
except RuntimeError as e:
    print("RuntimeError:", e)
