# Red team 2 (issue 10), program 100_exc_context_cycle.
# attacks: __context__/__cause__ cycles and long chains reported at top level
a = ValueError("a"); b = KeyError("b"); c = TypeError("c")
a.__context__ = b; b.__context__ = c; c.__context__ = a
a.__cause__ = c
try: a.__cause__ = 5
except TypeError as e: print("TE", e)
try: a.__context__ = "x"
except TypeError as e: print("TE", e)
b.__suppress_context__ = True
print(a.__cause__ is c, a.__suppress_context__)
raise a
