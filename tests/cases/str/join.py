print(",".join(["a", "b", "c"]), "".join(["x", "y"]), "-".join([]), " ".join(["one"]))
print(", ".join(("t", "u")))
