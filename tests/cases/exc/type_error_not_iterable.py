for a in 5:
    pass
