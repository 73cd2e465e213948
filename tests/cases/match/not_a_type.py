f = len
match 3:
    case f():
        pass
