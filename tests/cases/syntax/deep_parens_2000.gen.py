# Emits a 2000-deep nested parenthesised expression: CPython's tokenizer rejects
# more than 200 levels with "too many nested parentheses".
n = 2000
print("x = " + "(" * n + "1" + ")" * n)
