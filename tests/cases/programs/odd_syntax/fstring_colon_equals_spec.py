# In an f-string replacement field, ":=" right after the expression starts a format spec
# ("=" alignment), not an assignment expression (PEP 572: a walrus needs parentheses).
v = 5
print(f"{v:=+6}", f"{v:=10}|", f"{-v:=08}")
print(f"{(w:=7)}", w)
