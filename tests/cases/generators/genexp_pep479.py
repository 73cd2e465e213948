its = [iter([1]), iter([])]
print(list(next(it) for it in its))
