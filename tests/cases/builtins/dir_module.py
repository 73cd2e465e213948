import string
print([n for n in dir(string) if not n.startswith('_')])
