def stub(): ...
class Proto:
    def method(self) -> None: ...
    attr: int = ...
print(stub(), Proto().method(), Proto.attr, ... is Ellipsis, type(...).__name__, repr(...), str(Ellipsis))
x = [1, ..., 3]
print(x, x.index(...), ... in x, bool(...))
class Grid:
    def __getitem__(self, k): return k
print(Grid()[..., 1], Grid()[1:..., ...], Grid()[...])
if ...: print("ellipsis is truthy")
def placeholder(a=..., *, b=...):
    return a is ..., b is Ellipsis
print(placeholder(), placeholder(1, b=2))
print({...: "key"}[...], hash(...) == hash(Ellipsis), Ellipsis == ..., (...,) * 2)
try: Ellipsis()
except TypeError as e: print(e)
def main():
    print("main called", __name__)
    return 0
if __name__ == "__main__":
    status = main()
    print("status", status)
elif __name__ == "other":
    print("never")
if __name__ != "__main__": print("imported")
print(type(__name__).__name__, __name__.upper())
