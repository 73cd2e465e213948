class Flag:
    def __bool__(self):
        raise ValueError("bad flag")
print([x for x in [1, 2] if x == 1 or Flag()])
