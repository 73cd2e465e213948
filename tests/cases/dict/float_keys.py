d = {0.5: "half", -0.0: "negzero", 2.0: "two"}
print(d, d[0.0], d[2], 0 in d)
