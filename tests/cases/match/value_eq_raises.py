class Bad:
    def __eq__(self, other):
        raise RuntimeError("eq failed")
class Consts:
    B = Bad()
match 1:
    case Consts.B:
        pass
