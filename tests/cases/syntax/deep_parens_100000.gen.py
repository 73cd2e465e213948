# Emits 100,000 nested parentheses (issue 2: a clean SyntaxError, no C stack overflow).
n = 100000
print("x = " + "(" * n + "1" + ")" * n)
