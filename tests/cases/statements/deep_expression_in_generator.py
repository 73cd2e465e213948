# Deeply nested expressions evaluated where the C stack is small (a generator body),
# and compiled by eval() there: the parser's limits decide, as in CPython.
def g():
    yield eval("-" * 2000 + "1")
    yield eval("(" * 150 + "7" + ")" * 150)
    yield eval("+".join(["1"] * 5000))
    x = 3
    yield -------------------------------------------------------------------x
print(list(g()))
