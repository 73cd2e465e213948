x = 0
y = [1]
if x or y:
    print("one is true")
if not x and y:
    print("x falsy, y truthy")
if x and y:
    print("never")
else:
    print("else branch")
