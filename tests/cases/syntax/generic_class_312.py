class Box[T]:
    pass
