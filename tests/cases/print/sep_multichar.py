print("a", "b", "c", sep=" <-> ", end=" ##\n")
