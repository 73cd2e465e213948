match 5:
    case int(x, y):
        pass
