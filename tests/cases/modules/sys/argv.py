import sys
print(type(sys.argv).__name__, len(sys.argv))
