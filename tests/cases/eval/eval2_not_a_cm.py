with 5:
    pass
