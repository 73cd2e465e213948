class A:
    __match_args__ = ("a",)
    def __init__(self):
        self.a = "A.a"
        self.b = "b"
class B(A):
    pass
class C(A):
    __match_args__ = ("b", "a")
match B():
    case B(v):
        print("B", v)
match C():
    case C(x, y):
        print("C", x, y)
match C():
    case A(v):
        print("A pattern on C uses A's match args", v)
