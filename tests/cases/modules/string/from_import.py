from string import ascii_lowercase as al, digits
print(al.index('z'), digits[::-1])
from string import *
print(len(punctuation), capwords('ab cd'))
