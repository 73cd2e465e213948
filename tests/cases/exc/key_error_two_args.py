raise KeyError("a", "b")
