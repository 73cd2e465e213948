raise KeyError("")
