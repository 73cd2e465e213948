print(len('abc'), len([1]), len({}), len(range(10)), len('日本'))
class L:
    def __len__(self): return 7
print(len(L()))
len(5)
