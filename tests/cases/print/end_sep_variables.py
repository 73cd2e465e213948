sep = "::"
end = "$\n"
print("a", "b", sep=sep, end=end)
print("c", end=end, sep=sep)
