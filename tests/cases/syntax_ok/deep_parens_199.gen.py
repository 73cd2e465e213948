# Emits 199 nested parentheses: just under CPython's tokenizer limit of 200.
n = 199
print("x = " + "(" * n + "41" + ")" * n)
print("print(x + 1)")
