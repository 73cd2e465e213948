# Red team 2 (issue 10), program 140_suggest_long_attrs.
# attacks: AttributeError "Did you mean" over a class with many long attribute names, error uncaught at top level
class C: pass
base = "a" * 3000
for i in range(20000):
    setattr(C, base + str(i), i)
print("made")
getattr(C(), base + "zz")
