raise KeyError("some key")
