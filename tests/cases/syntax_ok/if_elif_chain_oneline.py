for n in range(4):
    if n == 0: print("zero")
    elif n == 1: print("one")
    elif n == 2: print("two")
    else: print("many")
