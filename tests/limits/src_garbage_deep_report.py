# Garbage inside one bracket makes tree-sitter's error tree about 80,000 levels deep,
# and the error report walked up it with ts_node_parent, whose cost is the depth: the
# SyntaxError took 553 s, past every limit (the report runs after the parse, which
# is what the clock watches). The walks now stop after a few levels.
# expect-stdout: SyntaxError invalid syntax
# expect-exit: 0
# time-bound: 10
try:
    exec('(' + 'a b : = .\n' * 80000 + ')')
except SyntaxError as e:
    print("SyntaxError", e.msg)
