print("a b c".split(" ", 0), "a b c".split(" ", -1), "a,b,c".split(",", 5), ",a,".split(","))
print("  a  ".split(" "), "abc".split("abc"), "aaa".split("a"))
