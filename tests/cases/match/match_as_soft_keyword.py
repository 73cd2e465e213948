match = [1, 2]
case = 3
print(match, case)
match match:
    case [case, _]:
        print("case bound", case)
def _(match):
    return match
print(_(5))
