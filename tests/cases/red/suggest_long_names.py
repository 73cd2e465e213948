# Red team 2 (issue 10), program 139_suggest_long_names.
# attacks: NameError "Did you mean" over many long global names at top level (suggestion cost must be capped like CPython's 750 candidates / 40 chars)
g = globals()
base = "v" * 3000
for i in range(20000):
    g[base + str(i)] = i
print("made")
eval(base + "x")
