x = 1
# coding: latin-1
print("café")
