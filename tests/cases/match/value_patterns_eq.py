class E:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        print("E.__eq__", self.v, other)
        return self.v == other
class Consts:
    ONE = 1
    TWO = E(2)
match 2:
    case Consts.ONE:
        print("one")
    case Consts.TWO:
        print("two")
match E(1):
    case 1:
        print("subject eq used")
