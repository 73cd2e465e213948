print("a b  c".split(), "  lead trail  ".split(), "".split())
print("a,b,,c".split(","), "a,b,c".split(",", 1), "abc".split("b"))
print("1::2::3".split("::"), "x".split(","))
