# "perhaps you missed a comma?": calls of literals and subscripts that cannot work.
# compare: full stderr
x = 0
for label, code in [
    ("tuple call", "(1, 2)(3)"),
    ("list call", "[1, 2](3)"),
    ("str call", "'abc'(1)"),
    ("fstr call", "f'{x}'(1)"),
    ("int call", "(-1)(2)"),
    ("dict call", "{1: 2}(3)"),
    ("list index tuple", "[1, 2][0, 1]"),
    ("str index float", "'abc'[1.5]"),
    ("tuple index str", "(1, 2)['a']"),
    ("int subscript", "5[0]"),
    ("set subscript", "{1, 2}[0]"),
    ("none subscript", "None[0]"),
    ("ok index", "[1, 2][x]"),
    ("ok slice", "'abc'[1:2]"),
    ("ok bool", "'abc'[True]"),
    ("ok neg", "'abc'[-1]"),
    ("method call", "'a {}'.format(1)"),
    ("store", "[1][0] = 2"),
]:
    try:
        exec(code)
        print(label, "ran")
    except Exception as e:
        print(label, type(e).__name__)
assert (x, "always")
assert x == 0, ("fine", "message")
