class S(str):
    pass
s = S('Hello')
print(type(s.upper()).__name__, type(s + 'x').__name__, s.lower(), type(str(s)).__name__, s == 'Hello', hash(s) == hash('Hello'), type(s[1:]).__name__)
