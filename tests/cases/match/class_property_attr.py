class R:
    __match_args__ = ("area",)
    def __init__(self, w, h):
        self.w, self.h = w, h
    @property
    def area(self):
        print("area computed")
        return self.w * self.h
match R(2, 3):
    case R(6):
        print("area six")
class Boom:
    __match_args__ = ("x",)
    @property
    def x(self):
        raise ValueError("property failed")
try:
    match Boom():
        case Boom(1):
            pass
except ValueError as e:
    print("ValueError:", e)
class Missing:
    __match_args__ = ("x",)
    @property
    def x(self):
        raise AttributeError("gone")
match Missing():
    case Missing(_):
        print("no")
    case _:
        print("AttributeError means no match")
