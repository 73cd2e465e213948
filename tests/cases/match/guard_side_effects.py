calls = []
def chk(tag, res):
    calls.append(tag)
    return res
match [1, 2]:
    case [a, b] if chk("g1", False):
        pass
    case [a, b] if chk("g2", True):
        print("second case", a, b)
    case _ if chk("g3", True):
        pass
print(calls)
