class Config:
    base = 10
    names = ["a", "b", "c"]
    indexed = {n: i for i, n in enumerate(names)}
    lengths = [len(n) for n in names]
    first = next(iter(names))
    doubled = list(map(lambda n: n * 2, names))
    nested = [[c for c in n] for n in names]
    try:
        scaled = [base * i for i in range(3)]
    except NameError as e:
        scaled = f"NameError: {e}"
    scaled_ok = [i for i in range(base)][-1]
    filtered = [n for n in names if n != "a"]
print(Config.indexed, Config.lengths, Config.first, Config.doubled, Config.nested)
print(Config.scaled, Config.scaled_ok, Config.filtered)
class Outer:
    x = 1
    class Inner:
        try: y = x
        except NameError as e: y = str(e)
    def method(self):
        try: return x
        except NameError: return "x not visible in method"
print(Outer.Inner.y, Outer().method())
def factory():
    val = "from function"
    class K:
        attr = val
        comp = [val for _ in range(1)]
        def m(self): return val
    return K
K = factory(); print(K.attr, K.comp, K().m())
class Counter:
    count = 0
    def __init__(self): Counter.count += 1; self.count = Counter.count * 10
a, b = Counter(), Counter()
print(Counter.count, a.count, b.count, type(a).count)
class Shadow:
    len = 5
    size = len
    real_len = __builtins__.len if False else None
    def use(self): return len("abc")
print(Shadow.size, Shadow().use())
class ClassVarInGen:
    items = [1, 2, 3]
    total = sum(x for x in items)
    gen_first = next(x for x in items)
print(ClassVarInGen.total, ClassVarInGen.gen_first)
