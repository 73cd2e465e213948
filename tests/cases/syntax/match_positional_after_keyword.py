match x:
    case P(a=1, 2):
        pass
