# 100,000 lines holding only a `\` continuation: tree-sitter's scanner skipped the rest
# of the run before each token (quadratic: 20,000 lines took 6 s, this many ran into the
# time limit); the lines between a run's first and last are now left out of what it
# reads, and positions stay the source's own.
# expect-exit: 0
# expect-stdout: 3 100003
# time-bound: 5
src = "x = 1 + \\\n" + "  \\\n" * 100000 + "2\ny = [][0]\n"
try:
    exec(src)
except IndexError as e:
    tb = e.__traceback__
    while tb.tb_next:
        tb = tb.tb_next
    print(x, tb.tb_lineno)
