def load():
    global math
    import math
load()
print(math.sqrt(25))
