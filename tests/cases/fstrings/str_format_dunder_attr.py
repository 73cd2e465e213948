class Hidden:
    def __init__(self):
        self._private = "p"
print("{0._private}".format(Hidden()))
print("{0.__class__.__name__}".format(Hidden()))
