s = 'Hello, World! 123 abc_DEF'
print(s.upper(), s.lower(), s.swapcase(), s.title(), s.capitalize(), s.casefold())
print(s.isupper(), s.islower(), s.istitle(), s.isalnum(), s.isalpha())
