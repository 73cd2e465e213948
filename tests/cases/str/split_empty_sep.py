print("a b".split(" "))
"a b".split("")
