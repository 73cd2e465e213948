# Red team 2 (issue 10), program 08_format_dunders.
# attacks: __format__ / __str__ / __repr__ mutating containers being formatted/joined
l = []
class S:
    def __str__(self):
        l.clear(); l.extend(["a"]*5); return "S"
    def __repr__(self):
        l.clear(); return "R"
    def __format__(self, spec):
        l.clear(); l.append(S()); return "F" + spec
l.extend([S(), S(), S()])
print(repr(l))
l = [S(), S(), S()]
print(str(l))
l = [S(), 1, S()]
print("%s %s %s" % tuple(l))
l = [S(), S()]
print("{} {}".format(*l), f"{l[0]:>5}")
l = [S(), S()]
print(l)
d = {}
class SD:
    def __repr__(self):
        d.clear(); d.update({i: i for i in range(20)}); return "SD"
d.update({1: SD(), 2: SD(), 3: SD()})
try: print(d)
except RuntimeError as e: print("RE", e)
s = set()
class SS:
    def __repr__(self):
        s.clear(); s.update(range(20)); return "SS"
s.update([SS(), SS()])
try: print(s)
except RuntimeError as e: print("RE", e)
l = ["a", "b"]
class J(str):
    pass
print("-".join(l))
