import string
s = 'Hello, World! 123'
print(''.join(c for c in s if c in string.ascii_letters))
print(sum(c in string.punctuation for c in s), [c for c in s if c in string.digits])
print(str.maketrans('', '', string.punctuation) is not None)
