# Runs of lines holding only a `\` continuation, in every place they can be: pyeval
# leaves the middle of a long run out of what tree-sitter reads (a run was quadratic),
# which must change neither meaning nor line numbers.
def run(k, indent="  "):
    return (indent + "\\\n") * k

srcs = [
    "x = 1 + \\\n" + run(10) + "2\nprint(x)\n",
    "t = (1,\n" + run(12) + "2)\nprint(t)\n",
    "s = '''a\n" + run(9) + "b'''\nprint(repr(s))\n",
    "s = 'ab\\\n" + run(7, "") + "cd'\nprint(repr(s))\n",
    "r = r'''x\n" + run(6) + "'''\nprint(repr(r))\n",
    run(20, "") + "y = 3\nprint(y)\n",
    "def g():\n" + run(8) + "    return 7\nprint(g())\n",
    "if True:\n    z = 1 + \\\n" + run(9) + "    2\n    print(z)\n",
    "# comment \\\n" + run(5) + "w = 5\nprint(w)\n",
    "f = lambda: \\\n" + run(11) + "  [][5]\nf()\n",
    "a = 1\n" + run(15) + "b = {}['k']\n",
    "x = 1 \\\n" + run(9) + "+ 'a'\n",
    "print('end', \\\n" + run(30) + "'!')\n" + run(4) + "",
]
for i, s in enumerate(srcs):
    try:
        exec(s, {})
    except SyntaxError as e:
        print(i, type(e).__name__, e.msg, e.lineno, e.offset)
    except Exception as e:
        tb = e.__traceback__
        while tb.tb_next:
            tb = tb.tb_next
        print(i, "runtime", type(e).__name__, e, tb.tb_lineno)
