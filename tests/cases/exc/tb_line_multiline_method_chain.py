# A multi-line method chain: a builtin method failing is reported at its name's line.
s = "a,b"
n = (s
     .strip()
     .split(",")
     .index("z"))
