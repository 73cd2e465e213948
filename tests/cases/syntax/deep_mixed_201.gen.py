# Emits 201 nested brackets of mixed kinds, one over CPython's limit of 200.
n = 201
opens = "([{" * n
closes = {"(": ")", "[": "]", "{": "}"}
s = opens[:n]
print("x = " + s + "1" + "".join(closes[c] for c in reversed(s)))
