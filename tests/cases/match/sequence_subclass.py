class L(list):
    def __getitem__(self, i):
        print("getitem", i)
        return list.__getitem__(self, i)
    def __len__(self):
        print("len")
        return list.__len__(self)
match L([1, 2, 3, 4]):
    case [a, *_, b]:
        print(a, b)
match L([1, 2, 3]):
    case [_, _, _]:
        print("only len")
s = L([1, 2])
match s:
    case [1, 2, 3] | [1, 2]:
        print("or")
