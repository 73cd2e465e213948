class OnlyGet:
    def __getitem__(self, k): return k
for obj in [(1, 2), "ab", b"ab", OnlyGet(), 5, frozenset({1}), range(3)]:
    try: del obj[0]
    except TypeError as e: print(e)
    try: obj[0] = 1
    except TypeError as e: print(e)
for obj in [(1, 2), "ab", OnlyGet(), 5, None, len]:
    for key in ["k", 1.5, True, slice(1)]:
        try: del obj[key]
        except TypeError as e: print(e)
