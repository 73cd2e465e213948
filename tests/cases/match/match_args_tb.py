class C:
    __match_args__ = ['a']
match C():
    case C(x):
        pass
