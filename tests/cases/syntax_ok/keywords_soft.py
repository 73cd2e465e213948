match = 1
case = 2
_ = 3
type = 4
print(match, case, _, type)
def match_(match):
    return match
print(match_(5))
