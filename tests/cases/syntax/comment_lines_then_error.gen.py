# 100k comment lines inside a block, then an error (tree-sitter's scanner used to
# rescan all following comment lines at every line break: quadratic).
print("def f():")
print("    #c\n" * 100000, end="")
print("    x = = 1")
