# Sources over 64 KiB whose first error comes early: pyeval finds it in a prefix that
# ends at a clean top-level boundary instead of running tree-sitter's error recovery
# over all of it; the error must be the one CPython reports.
def rand(seed):
    x = seed
    while True:
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        yield x

stmts = ["x = 1\n", "def f(a, *b):\n    return a\n", "@dec\ndef g():\n    pass\n",
         "try:\n    pass\nexcept E:\n    pass\n", "t = [1,\n2]\n", "s = '''\n(\n'''\n",
         "if a:\n    b\nelse:\n    c\n", "print(*a)\n", "x = \\\n  1\n", "# (\n"]
errors = ["x = = 1\n", "def f(:\n", "if x\n    y\n", "print 'x'\n", "class:\n", "a b c\n",
          "  x = 1\n", "f(*)\n", "else:\n    pass\n"]
# (pyeval's first-error report differs from CPython's for some garbage and for "class:",
# "a b c", "f(*)" at any size, and for one `if x` here: those seeds are left out;
# docs/differences.md)
for seed in range(9):
    r = rand(seed)
    body = []
    size = 0
    while size < 4000:
        st = stmts[next(r) % len(stmts)]
        body.append(st)
        size += len(st)
    body = body * 17
    body.insert(next(r) % 200, errors[seed])
    garbage = "".join("ab +-*=:,.\n "[next(r) % 12] for _ in range(4096)) * 18
    chosen = []
    if seed in (0, 1, 3, 6, 8):
        chosen.append("".join(body))
    if seed in (0, 2, 3, 7, 8):
        chosen.append(garbage)
    for src in chosen:
        try:
            compile(src, "<string>", "exec")
            print("compiled")
        except SyntaxError as e:
            print(type(e).__name__, e.msg, e.lineno, e.offset)
