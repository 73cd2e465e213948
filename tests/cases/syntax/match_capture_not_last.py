match x:
    case y:
        pass
    case 2:
        pass
