print(str(0), str(-45), str(10 ** 30), repr(-(10 ** 25)))
print(len(str(2 ** 200)))
